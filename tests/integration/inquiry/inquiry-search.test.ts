/**
 * The desk's search (q) against a plain reading of what it promises: every inquiry whose name,
 * company, e-mail, phone, message or reference holds the text, ignoring case (or holds the reference
 * as typed), newest first, each exactly once across the pages. 4,000 inquiries (a quarter spam), so
 * a search reads the newest 2,000 in order and finds the older ones through the bigram index: the
 * needles sit on both sides of that line. Korean, Chinese and Japanese text without spaces, e-mail fragments,
 * references in lower case or without dashes, one character, LIKE's wildcards taken literally, with
 * the other filters and paging; the total counts a search up to 1,000.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import { holdsBigrams, type InquiryFilters } from '#db/repositories/inquiries/desk.ts';
import { referenceQuery } from '#domain/inquiry/reference.ts';
import type { ServiceOption } from '#domain/inquiry/options.ts';
import type { InquiryStatus } from '#domain/inquiry/status.ts';
import { listInquiryPage, SEARCH_COUNT_LIMIT } from '#functions/_shared/admin/inquiries/service.ts';
import { useTestDatabase } from '../helpers/helpers.ts';
import { clearInquiries } from '../helpers/inquiry-fixtures.ts';

let db: Db;
const ROWS = 4000;

interface Stored {
  id: number;
  name: string;
  company: string;
  email: string;
  phone: string;
  message: string | null;
  public_ref: string;
  status: string;
  service: string;
  locale: string | null;
  at: string;
}
let stored: Stored[] = [];

/** Inquiries with these texts, `minutesAgo` old (their id too): the newest 2,000 but spam end near minute 2,667. */
const NEEDLES: { minutesAgo: number; name: string; company?: string; email?: string; message?: string | null; status?: InquiryStatus; service?: ServiceOption }[] = [
  { minutesAgo: 3, name: '강민', message: '도쿄 지사 東京商事 건' },
  { minutesAgo: 3500, name: '김강민', status: 'done' },
  { minutesAgo: 3550, name: '강 민' }, // a space between: not "강민"
  { minutesAgo: 3560, name: '민강' },
  { minutesAgo: 3590, name: '王强', company: '深圳工厂设立咨询', message: null },
  { minutesAgo: 3400, name: 'Rina', email: 'Rina.Wijaya@Corp-Mail.example', service: 'visa' },
  { minutesAgo: 5, name: 'Ahmad', message: '할인 50% 가능? A_B 방식' },
  { minutesAgo: 3450, name: 'Dewi', message: '50 percent, AxB' },
  { minutesAgo: 3580, name: 'Spammer 강민', status: 'spam' },
];

/** Fills the table in one statement (references distinct by construction), then stores the needles over some rows. */
async function fill(): Promise<void> {
  await clearInquiries(db);
  await sql`
    INSERT INTO contact_inquiries (public_ref, name, company, email, phone, service, message, privacy, status, spam_reason, created_at)
    SELECT
      'NB-2026-' || (SELECT string_agg(substr('0133456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + ((g * 7919) >> (5 * k)) % 32, 1), '' ORDER BY k DESC) FROM generate_series(0, 5) AS k),
      (ARRAY['김민수','이서연','박지훈','王伟','山田太郎','Budi Santoso','John Smith'])[1 + g % 7] || ' ' || g,
      (ARRAY['한빛상사','上海贸易有限公司','東京商事株式会社','PT Maju Jaya'])[1 + g % 4],
      'user' || g || '@' || (ARRAY['example.com','mail.co.kr','163.com'])[1 + g % 3],
      '+62 812 ' || lpad(g::text, 4, '0'),
      (ARRAY['investment','licensing','visa','other'])[1 + (g / 4) % 4],
      CASE WHEN g % 11 = 0 THEN NULL ELSE (ARRAY['자카르타 법인 설립 문의','インドネシアのビザについて','We plan a regional office.'])[1 + g % 3] || ' #' || g END,
      true,
      (ARRAY['new','in_progress','done','spam'])[1 + g % 4],
      CASE WHEN g % 4 = 3 THEN 'honeypot' END,
      timestamptz '2026-11-20 00:00:00+00' - make_interval(mins => g)
    FROM generate_series(1, ${ROWS}::integer) AS g
  `.execute(db);
  await sql`INSERT INTO inquiry_consents (inquiry_id, consent_version, locale) SELECT id, '2025-01-01', (ARRAY['ko','en','id'])[1 + id % 3] FROM contact_inquiries WHERE id % 13 <> 0`.execute(db);
  for (const needle of NEEDLES) {
    await db.updateTable('contact_inquiries').where('id', '=', needle.minutesAgo).set({
      name: needle.name,
      ...(needle.company ? { company: needle.company } : {}),
      ...(needle.email ? { email: needle.email } : {}),
      ...(needle.message !== undefined ? { message: needle.message } : {}),
      status: needle.status ?? 'new',
      spam_reason: needle.status === 'spam' ? 'manual' : null,
      ...(needle.service ? { service: needle.service } : {}),
    }).execute();
  }
  await sql`ANALYZE contact_inquiries`.execute(db);
  stored = (await sql<Stored>`
    SELECT i.id, i.name, i.company, i.email, i.phone, i.message, i.public_ref, i.status, i.service, c.locale, i.created_at::text AS at
    FROM contact_inquiries i LEFT JOIN inquiry_consents c ON c.inquiry_id = i.id
  `.execute(db)).rows;
}

/** What the search promises, read plainly: substring ignoring case, spam only when asked for, newest first. */
function expected(filters: InquiryFilters): number[] {
  const q = filters.q!.toLowerCase();
  const reference = referenceQuery(filters.q!)?.toLowerCase();
  const holds = (row: Stored) =>
    [row.name, row.company, row.email, row.phone, row.message ?? '', row.public_ref].some((text) => text.toLowerCase().includes(q)) ||
    (reference !== undefined && row.public_ref.toLowerCase().includes(reference));
  return stored
    .filter((row) => (filters.status ? row.status === filters.status : row.status !== 'spam'))
    .filter((row) => !filters.service || row.service === filters.service)
    .filter((row) => !filters.locale || row.locale === filters.locale)
    .filter(holds)
    .sort((a, b) => (a.at === b.at ? b.id - a.id : a.at < b.at ? 1 : -1))
    .map((row) => row.id);
}

/** Every page of a search, in order, through the service the API uses. */
async function allPages(filters: InquiryFilters, pageSize: number): Promise<number[]> {
  const found: number[] = [];
  let after: string | null = null;
  do {
    const cursor = after === null ? undefined : { createdUs: after.split('.')[0]!, id: Number(after.split('.')[1]) };
    const page = await listInquiryPage(db, filters, cursor, pageSize);
    expect(page.items.length).toBeLessThanOrEqual(pageSize);
    found.push(...page.items.map((item) => item.id));
    after = page.next;
  } while (after !== null);
  return found;
}

beforeAll(async () => {
  db = await useTestDatabase();
  await fill();
});
afterAll(async () => {
  await clearInquiries(db);
  await db.destroy();
});

describe('searching the desk', () => {
  const byId = (minutesAgo: number) => minutesAgo; // the needles' ids are their minutes

  it('finds a two-syllable Korean name, in the window and beyond it, and nothing with the syllables apart', async () => {
    const found = await allPages({ q: '강민' }, 50);
    expect(found).toEqual([byId(3), byId(3500)]);
    expect(found).toEqual(expected({ q: '강민' }));
    expect(await allPages({ q: '강민', status: 'spam' }, 50)).toEqual([byId(3580)]);
  });

  it('finds Chinese and Japanese text without spaces by any part of it', async () => {
    for (const q of ['工厂设立', '深圳', '贸易有限', '東京商事', '商事株式', 'インドネシア', 'ビザ']) {
      const want = expected({ q });
      expect(want.length, q).toBeGreaterThan(0);
      expect(await allPages({ q }, 50), q).toEqual(want);
    }
    expect(await allPages({ q: '工厂设立' }, 50)).toEqual([byId(3590)]);
  });

  it('finds an e-mail address by a fragment, ignoring case, and a phone number', async () => {
    expect(await allPages({ q: 'wijaya@corp' }, 50)).toEqual([byId(3400)]);
    expect(await allPages({ q: 'RINA.WIJAYA' }, 50)).toEqual([byId(3400)]);
    for (const q of ['user7@', 'ser25', 'MAIL.CO', '812 25']) expect(await allPages({ q }, 50), q).toEqual(expected({ q }));
  });

  it('finds a reference as typed: whole, lower case, without dashes, its code alone, O for 0', async () => {
    const old = stored.find((row) => row.id === 3345)!;
    const code = old.public_ref.slice(8);
    for (const q of [old.public_ref, old.public_ref.toLowerCase(), old.public_ref.replaceAll('-', ''), code.toLowerCase(), code.replace(/0/g, 'O')]) {
      const want = expected({ q, status: old.status as InquiryStatus });
      expect(want, q).toContain(old.id);
      expect(await allPages({ q, status: old.status as InquiryStatus }, 50), q).toEqual(want);
    }
  });

  it('finds message text, and a single character without the index', async () => {
    for (const q of ['regional office', 'Regional', '법인 설립', '#3998', '민', 'x', 'é']) expect(await allPages({ q }, 50), q).toEqual(expected({ q }));
    expect(await allPages({ q: '#3998' }, 50)).toEqual([3998]);
  });

  it('takes LIKE wildcards literally', async () => {
    expect(await allPages({ q: '50%' }, 50)).toEqual([byId(5)]);
    expect(await allPages({ q: '%' }, 50)).toEqual([byId(5)]);
    expect(await allPages({ q: 'A_B' }, 50)).toEqual([byId(5)]);
    expect(await allPages({ q: '_' }, 50)).toEqual([byId(5)]);
    expect(await allPages({ q: '50 %' }, 50)).toEqual([]);
  });

  it('combines with the other filters and pages through many matches, each once', async () => {
    const cases: InquiryFilters[] = [
      { q: 'example', service: 'visa' },
      { q: '김민수', status: 'done' },
      { q: 'インドネシア', locale: 'en' },
      { q: '@', service: 'other' },
      { q: '東京', status: 'done' },
    ];
    for (const filters of cases) {
      const want = expected(filters);
      expect(want.length, JSON.stringify(filters)).toBeGreaterThan(60);
      expect(await allPages(filters, 50), JSON.stringify(filters)).toEqual(want);
    }
    // Small pages cross the window's line many times; the order stays the plain one.
    expect(await allPages({ q: '상사' }, 7)).toEqual(expected({ q: '상사' }));
    expect(await allPages({ q: 'nothing-like-this' }, 50)).toEqual([]);
  });

  it('asks the bigram index as the migration spelled it', async () => {
    await db.transaction().execute(async (trx) => {
      // Only the plan is read: with sequential scans priced out, an index that matches the expression is taken.
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const plan = await sql<{ 'QUERY PLAN': string }>`EXPLAIN SELECT i.id FROM contact_inquiries i WHERE ${holdsBigrams('강민')}`.execute(trx);
      expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('contact_inquiries_search');
    });
  });

  it('counts a search up to 1,000 on the first page, exactly below that, and not on the next pages', async () => {
    const common = await listInquiryPage(db, { q: 'user' });
    expect(expected({ q: 'user' }).length).toBeGreaterThan(SEARCH_COUNT_LIMIT);
    expect(common.total).toEqual({ count: SEARCH_COUNT_LIMIT, more: true });
    const some = await listInquiryPage(db, { q: 'John Smith' });
    expect(some.total).toEqual({ count: expected({ q: 'John Smith' }).length, more: false });
    const [createdUs, id] = some.next!.split('.');
    expect((await listInquiryPage(db, { q: 'John Smith' }, { createdUs: createdUs!, id: Number(id) })).total).toBeNull();
    // Without a search the total is exact below LIST_COUNT_LIMIT (inquiry-list-total.test.ts past it).
    expect((await listInquiryPage(db, {})).total).toEqual({ count: stored.filter((row) => row.status !== 'spam').length, more: false });
  });
});
