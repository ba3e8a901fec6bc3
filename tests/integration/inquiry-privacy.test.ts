/**
 * A privacy request by e-mail address: everything held about it (every status, spam included, with
 * consent, e-mail log and history) is shown and exported, then erased, leaving nothing findable; the
 * audit log keeps only a hash of the address. Other people's inquiries stay.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import { storeInquiry } from '#db/repositories/inquiries/store.ts';
import { addInquiryNote } from '#db/repositories/inquiries/handling.ts';
import privacy, { addressHash } from '#functions/admin-privacy.ts';
import type { PrivacyReport } from '#domain/inquiry/privacy.ts';
import { useTestDatabase } from './helpers.ts';
import { adminRequest, createAdmin, resetAdminTables, signIn, useAdminEnv } from './admin-test-helpers.ts';
import { clearInquiries } from './inquiry-fixtures.ts';

let db: Db;
let restoreEnv: () => void;
let staff: string;
let staffId: number;

beforeAll(async () => {
  db = await useTestDatabase();
  restoreEnv = useAdminEnv();
});
beforeEach(async () => {
  await clearInquiries(db);
  await resetAdminTables(db);
  staffId = (await createAdmin(db, 'lee', undefined, 'staff')).id;
  staff = await signIn('lee');
});
afterAll(async () => {
  restoreEnv();
  await clearInquiries(db);
  await resetAdminTables(db);
  await db.destroy();
});

async function seed(email: string, spam?: 'honeypot'): Promise<number> {
  const stored = await storeInquiry(db, {
    reference: crypto.randomUUID(),
    inquiry: { name: '김민수', company: '한빛상사', email, phone: '+62 812', service: 'visa', budget: null, message: '비자 문의' },
    consent: { version: '2025-01-01', locale: 'ko' },
    notify: ['firm', 'visitor'],
    ...(spam ? { spam } : {}),
  });
  if (!stored.stored) throw new Error('not stored');
  return stored.id;
}

const call = (method: string, query: string, cookie = staff) => adminRequest(privacy, method, `/api/admin/privacy${query}`, { cookie });

describe('a privacy request', () => {
  it('shows everything held about an address, ignoring case, spam included', async () => {
    const first = await seed('Minsu.Kim@Example.com');
    await seed('minsu.kim@example.com', 'honeypot');
    await seed('someone.else@example.com');
    await addInquiryNote(db, first, staffId, '전화 연결됨');
    const report = (await (await call('GET', '?email=minsu.kim@example.com')).json()) as PrivacyReport;
    expect(report.inquiries).toHaveLength(2);
    expect(report.inquiries.map((i) => i.status).sort()).toEqual(['new', 'spam']);
    const held = report.inquiries.find((i) => i.status === 'new')!;
    expect(held).toMatchObject({ name: '김민수', consent: { version: '2025-01-01', locale: 'ko' }, history: [{ kind: 'note', body: '전화 연결됨', by: 'lee' }] });
    expect(held.notifications.map((n) => n.kind).sort()).toEqual(['firm', 'visitor']);
    expect(held.reference).toMatch(/^NB-/);
    expect((await call('GET', '?email=not-an-address')).status).toBe(400);
  });

  it('exports it as a JSON attachment, audited with a hash of the address', async () => {
    await seed('minsu.kim@example.com');
    const answer = await call('GET', '?email=minsu.kim@example.com&download=1');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="privacy-${addressHash('minsu.kim@example.com')}.json"`);
    expect(((await answer.json()) as PrivacyReport).inquiries).toHaveLength(1);
    const audit = await db.selectFrom('audit_log').select(['action', 'entity', 'summary']).where('entity', '=', 'privacy').execute();
    expect(audit).toEqual([{ action: 'export', entity: 'privacy', summary: `address ${addressHash('minsu.kim@example.com')}: 1 inquiries` }]);
  });

  it('erases all of it and leaves nothing findable; the audit log keeps no address', async () => {
    const first = await seed('minsu.kim@example.com');
    await seed('MINSU.KIM@example.com', 'honeypot');
    const other = await seed('someone.else@example.com');
    await addInquiryNote(db, first, staffId, '전화 연결됨');
    expect(await (await call('DELETE', '?email=Minsu.Kim@example.com')).json()).toEqual({ erased: 2 });
    expect(((await (await call('GET', '?email=minsu.kim@example.com')).json()) as PrivacyReport).inquiries).toEqual([]);
    for (const table of ['contact_inquiries', 'inquiry_consents', 'inquiry_notifications', 'inquiry_events']) {
      const { rows } = await sql.raw<{ hit: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${table} t WHERE t::text ILIKE '%minsu.kim%' OR t::text LIKE '%전화 연결됨%') AS hit`).execute(db);
      expect(rows[0]?.hit, table).toBe(false);
    }
    expect(await db.selectFrom('contact_inquiries').select('id').execute()).toEqual([{ id: other }]);
    const audit = await db.selectFrom('audit_log').select(['action', 'entity', 'summary']).execute();
    expect(JSON.stringify(audit)).not.toMatch(/minsu/i);
    expect(audit).toContainEqual({ action: 'delete', entity: 'privacy', summary: `address ${addressHash('minsu.kim@example.com')}: 2 inquiries erased (privacy request)` });
  });

  it('is not for editors', async () => {
    await createAdmin(db, 'park', undefined, 'editor');
    expect((await call('GET', '?email=a@example.com', await signIn('park'))).status).toBe(403);
  });
});
