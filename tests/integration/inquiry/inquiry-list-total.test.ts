/**
 * The desk list's total without a search: exact up to LIST_COUNT_LIMIT, then "at least" that many,
 * so a desk of 100,000 inquiries does not count them all for every first page (bench:desk). Spam
 * is never counted in the list's total, and a filter's total is capped the same way.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import { LIST_COUNT_LIMIT, listInquiryPage } from '#functions/_shared/admin/inquiries/service.ts';
import { useTestDatabase } from '../helpers/helpers.ts';
import { clearInquiries } from '../helpers/inquiry-fixtures.ts';

let db: Db;

/** `count` more inquiries (ids after the ones stored), of `status`, with distinct references. */
async function add(count: number, status: 'new' | 'done' | 'spam'): Promise<void> {
  await sql`
    INSERT INTO contact_inquiries (public_ref, name, company, email, phone, service, privacy, status, spam_reason)
    SELECT 'NB-2026-' || lpad(upper(to_hex(g + n.stored)), 6, '0'), 'Name ' || g, 'PT Maju', 'user' || g || '@example.com', '+62 812 0000', 'visa', true, ${status},
      CASE WHEN ${status} = 'spam' THEN 'honeypot' END
    FROM generate_series(1, ${count}::integer) AS g, (SELECT count(*)::integer AS stored FROM contact_inquiries) AS n
  `.execute(db);
}

describe('the inquiry list total', () => {
  beforeAll(async () => {
    db = await useTestDatabase();
    await clearInquiries(db);
  });
  afterAll(async () => {
    await clearInquiries(db);
  });

  it('is exact up to the limit and "at least the limit" past it, spam left out', async () => {
    await add(LIST_COUNT_LIMIT - 1, 'new');
    await add(5, 'spam');
    expect((await listInquiryPage(db, {})).total).toEqual({ count: LIST_COUNT_LIMIT - 1, more: false });
    await add(1, 'done');
    expect((await listInquiryPage(db, {})).total).toEqual({ count: LIST_COUNT_LIMIT, more: false });
    await add(1, 'done');
    expect((await listInquiryPage(db, {})).total).toEqual({ count: LIST_COUNT_LIMIT, more: true });
    // A filter is exact below the limit; spam is counted when it is the filter.
    expect((await listInquiryPage(db, { status: 'done' })).total).toEqual({ count: 2, more: false });
    expect((await listInquiryPage(db, { status: 'spam' })).total).toEqual({ count: 5, more: false });
    expect((await listInquiryPage(db, { service: 'visa' })).total).toEqual({ count: LIST_COUNT_LIMIT, more: true });
  });
});
