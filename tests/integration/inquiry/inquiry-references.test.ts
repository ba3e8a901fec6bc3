/**
 * Readable inquiry references: 200 submissions at once each get their own NB-<year>-<code>, every one
 * stored; a drawn code that is taken is drawn again (forced here); a person finds an inquiry by its
 * reference however they type it; the thanks page without JavaScript shows it; and the migration
 * gives every inquiry already stored one.
 */
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import { storeInquiries } from '#db/repositories/inquiries/store.ts';
import { listInquiriesForAdmin } from '#db/repositories/inquiries/desk.ts';
import contact from '#functions/contact.ts';
import { thanksPage } from '#functions/_shared/inquiry/thanks-page.ts';
import { REFERENCE_PATTERN } from '#domain/inquiry/reference.ts';
import { useTestDatabase } from '../helpers/helpers.ts';
import { clearInquiries, fakeContext, inquiryEnv, postJson, relaxRateLimits, validInquiry } from '../helpers/inquiry-fixtures.ts';
import { ScratchSchema } from '../helpers/scratch-schema.ts';

let db: Db;
let restoreEnv = () => {};
beforeAll(async () => {
  db = await useTestDatabase();
});
beforeEach(async () => {
  restoreEnv = inquiryEnv();
  relaxRateLimits();
  await clearInquiries(db);
});
afterEach(() => restoreEnv());
afterAll(async () => {
  await db.destroy();
});

describe('references', () => {
  it('gives 200 concurrent submissions 200 distinct readable references, every one stored', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => contact(postJson(validInquiry({ company: `Co ${i}` })), fakeContext(`198.51.100.${i % 250}`))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(200).fill(201));
    const references = await Promise.all(answers.map(async (a) => ((await a.json()) as { reference: string }).reference));
    expect(new Set(references).size).toBe(200);
    for (const reference of references) expect(reference).toMatch(REFERENCE_PATTERN);
    const stored = await db.selectFrom('contact_inquiries').select('public_ref').execute();
    expect(stored.map((r) => r.public_ref).sort()).toEqual([...references].sort());
    const year = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Jakarta', year: 'numeric' }).format(new Date());
    expect(references.every((r) => r.startsWith(`NB-${year}-`))).toBe(true);
  });

  it('draws again when the drawn code is taken, and stores the inquiry', async () => {
    const [first] = await storeInquiries(db, [input()]);
    if (!first?.stored) throw new Error('not stored');
    // The next draw returns the code just used, then fresh ones: the writer runs the statement again.
    // (The column default calls the function by its identity, so its body is replaced in place; a
    // sequence counts the draws, as it is not rolled back with the failed statement.)
    const define = (language: string, body: string) => sql.raw(`CREATE OR REPLACE FUNCTION inquiry_public_ref(at timestamptz) RETURNS text LANGUAGE ${language} VOLATILE AS $$ ${body} $$`).execute(db);
    const fresh = `SELECT 'NB-' || to_char(at AT TIME ZONE 'Asia/Jakarta', 'YYYY') || '-' || string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + floor(random() * 32)::integer, 1), '') FROM generate_series(1, 6)`;
    await sql`CREATE SEQUENCE ref_draws`.execute(db);
    await define('plpgsql', `BEGIN IF nextval('ref_draws') = 1 THEN RETURN '${first.publicRef}'; END IF; RETURN (${fresh}); END`);
    try {
      const [second] = await storeInquiries(db, [input()]);
      if (!second?.stored) throw new Error('not stored');
      expect(second.publicRef).not.toBe(first.publicRef);
      expect(second.publicRef).toMatch(REFERENCE_PATTERN);
      expect((await sql<{ n: string }>`SELECT last_value AS n FROM ref_draws`.execute(db)).rows[0]?.n).toBe('2');
      expect(await db.selectFrom('contact_inquiries').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).toEqual({ n: '2' });
    } finally {
      await define('sql', fresh);
      await sql`DROP SEQUENCE ref_draws`.execute(db);
    }
  });

  it('finds an inquiry by its reference as a person types it', async () => {
    const [stored] = await storeInquiries(db, [input(), input()]);
    if (!stored?.stored) throw new Error('not stored');
    const ref = stored.publicRef;
    const code = ref.slice(8);
    for (const typed of [ref, ref.toLowerCase(), ref.replaceAll('-', ' '), code, code.toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l')]) {
      const found = await listInquiriesForAdmin(db, { q: typed }, 10);
      expect(found.map((row) => row.public_ref), typed).toEqual([ref]);
    }
  });
});

function input() {
  return {
    reference: crypto.randomUUID(),
    inquiry: { name: '김민수', company: '한빛상사', email: 'minsu.kim@example.com', phone: '+62 812 3456 7890', service: 'licensing' as const, budget: null, message: null },
    consent: { version: '2025-01-01', locale: 'ko' as const },
    notify: [],
  };
}

describe('the thanks page without JavaScript', () => {
  const page = `<!doctype html><html><body><h1>Thanks</h1><p id="inquiry-reference" class="mt-5" hidden>Your reference: {reference}. Please quote it.</p></body></html>`;
  const SITE = 'https://www.firm.example';
  // The page comes from the site's configured address, whatever Host the request named.
  const staticSite = (async (url: string | URL) => {
    expect(String(url)).toBe(`${SITE}/en/contact/thanks/`);
    return new Response(page, { headers: { 'content-type': 'text/html', 'content-security-policy': "default-src 'self'" } });
  }) as typeof fetch;

  it('is the static page with the reference filled in and its content policy kept', async () => {
    const answer = await thanksPage(new Request('http://evil.example/api/contact/thanks?reference=NB-2026-7KQ4MX&lang=en'), SITE, staticSite);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.text()).toContain('<p id="inquiry-reference" class="mt-5">Your reference: NB-2026-7KQ4MX. Please quote it.</p>');
  });

  it('sends anything else to the static page: a malformed reference, a missing slot, a failed fetch, no site address', async () => {
    const malformed = await thanksPage(new Request('http://localhost/api/contact/thanks?reference=<script>&lang=en'), SITE, staticSite);
    expect([malformed.status, malformed.headers.get('location')]).toEqual([303, '/en/contact/thanks']);
    const noSlot = await thanksPage(new Request('http://localhost/api/contact/thanks?reference=NB-2026-7KQ4MX&lang=ko'), SITE, (async () => new Response('<p>plain</p>')) as typeof fetch);
    expect(noSlot.headers.get('location')).toBe('/contact/thanks');
    const down = await thanksPage(new Request('http://localhost/api/contact/thanks?reference=NB-2026-7KQ4MX&lang=xx'), SITE, (async () => { throw new Error('offline'); }) as typeof fetch);
    expect(down.headers.get('location')).toBe('/contact/thanks');
    const noSite = await thanksPage(new Request('http://evil.example/api/contact/thanks?reference=NB-2026-7KQ4MX&lang=en'), undefined, staticSite);
    expect([noSite.status, noSite.headers.get('location')]).toEqual([303, '/en/contact/thanks']);
  });
});

describe('migration 20261125070000_inquiry_public_reference', () => {
  it('gives every stored inquiry a distinct reference of the year it arrived, keeping every row', async () => {
    const schema = await ScratchSchema.create();
    try {
      await schema.migrateBefore('20261125070000_inquiry_public_reference');
      await schema.query(`INSERT INTO contact_inquiries (name, company, email, phone, service, privacy, created_at)
        SELECT 'n' || i, 'Co', 'a@b.co', '010', 'visa', true, timestamptz '2025-12-31 17:30:00+00' + (i || ' minutes')::interval FROM generate_series(1, 300) AS i`);
      const before = (await schema.query(`SELECT id, reference, name, created_at FROM contact_inquiries ORDER BY id`)).rows;
      await schema.migrateRest();
      const after = (await schema.query(`SELECT id, reference, name, created_at, public_ref FROM contact_inquiries ORDER BY id`)).rows as { public_ref: string; created_at: Date }[];
      expect(after.map(({ public_ref: _ref, ...row }) => row)).toEqual(before);
      expect(new Set(after.map((row) => row.public_ref)).size).toBe(300);
      // 17:30 UTC on 31 December is 00:30 on 1 January in Jakarta: the year is the firm's.
      expect(after[0]!.public_ref).toMatch(/^NB-2026-[0-9A-HJKMNP-TV-Z]{6}$/);
      await expect(schema.query(`UPDATE contact_inquiries SET public_ref = 'NB-2026-UUUUUU' WHERE id = ${1}`)).rejects.toThrow(/public_ref_format/);
    } finally {
      await schema.drop();
    }
  });
});
