import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '#db/client.ts';
import { storeInquiry } from '#db/repositories/inquiries/store.ts';
import inquiryRetention, { config, retentionCutoff, runInquiryRetention } from '#functions/inquiry-retention.ts';
import { useTestDatabase } from '../helpers/helpers.ts';
import { clearInquiries, countRows } from '../helpers/inquiry-fixtures.ts';

let db: Db;
const DAY = 86_400_000;
const now = new Date('2029-06-15T12:00:00Z');

async function inquiryReceivedAt(receivedAt: Date, company: string, spam?: 'too-fast'): Promise<number> {
  const stored = await storeInquiry(db, {
    reference: crypto.randomUUID(),
    inquiry: { name: 'Kim', company, email: 'kim@example.com', phone: '+62 812 3456 7890', service: 'visa', budget: null, message: null },
    consent: { version: '2025-01-01', locale: 'ko' },
    notify: spam ? [] : ['firm', 'visitor'],
    ...(spam ? { spam } : {}),
  });
  if (!stored.stored) throw new Error('not stored');
  await db.updateTable('contact_inquiries').set({ created_at: receivedAt } as never).where('id', '=', stored.id).execute();
  return stored.id;
}

beforeAll(async () => {
  db = await useTestDatabase();
});
beforeEach(() => clearInquiries(db));
afterAll(() => db.destroy());

describe('inquiry retention (general consultation records: 3 years)', () => {
  it('computes the cutoff three calendar years back', () => {
    expect(retentionCutoff(now).toISOString()).toBe('2026-06-15T12:00:00.000Z');
    expect(retentionCutoff(new Date('2028-02-29T00:00:00Z')).toISOString()).toBe('2025-03-01T00:00:00.000Z');
  });

  it('deletes inquiries older than 3 years with their consent and notification rows, and keeps the rest', async () => {
    const old = await inquiryReceivedAt(new Date(now.getTime() - 3 * 366 * DAY), 'Old Co');
    const justOld = await inquiryReceivedAt(new Date(retentionCutoff(now).getTime() - 1000), 'Just Old Co');
    const edge = await inquiryReceivedAt(retentionCutoff(now), 'Edge Co');
    const recent = await inquiryReceivedAt(new Date(now.getTime() - 30 * DAY), 'Recent Co');
    expect(await countRows(db, 'inquiry_notifications')).toBe(8);

    expect(await runInquiryRetention(db, now)).toMatchObject({ inquiries: 2 });
    const left = await db.selectFrom('contact_inquiries').select('id').orderBy('id').execute();
    expect(left.map((r) => r.id)).toEqual([edge, recent]);
    const consents = await db.selectFrom('inquiry_consents').select('inquiry_id').orderBy('inquiry_id').execute();
    expect(consents.map((r) => r.inquiry_id)).toEqual([edge, recent]);
    const owed = await db.selectFrom('inquiry_notifications').select('inquiry_id').distinct().orderBy('inquiry_id').execute();
    expect(owed.map((r) => r.inquiry_id)).toEqual([edge, recent]);
    expect([old, justOld]).not.toContain(left[0]?.id);

    expect(await runInquiryRetention(db, now)).toMatchObject({ inquiries: 0 });
  });

  it('purges spam after 30 days, and only spam: a genuine inquiry of the same age stays', async () => {
    const oldSpam = await inquiryReceivedAt(new Date(now.getTime() - 31 * DAY), 'Old Bot', 'too-fast');
    const youngSpam = await inquiryReceivedAt(new Date(now.getTime() - 29 * DAY), 'Young Bot', 'too-fast');
    const person = await inquiryReceivedAt(new Date(now.getTime() - 31 * DAY), 'Person Co');
    // Released from quarantine: no longer spam, so it keeps the 3-year rule.
    const released = await inquiryReceivedAt(new Date(now.getTime() - 31 * DAY), 'Released Co', 'too-fast');
    await db.updateTable('contact_inquiries').set({ status: 'new' }).where('id', '=', released).execute();

    expect(await runInquiryRetention(db, now)).toMatchObject({ inquiries: 0, spam: 1 });
    const left = await db.selectFrom('contact_inquiries').select('id').orderBy('id').execute();
    expect(left.map((r) => r.id)).toEqual([youngSpam, person, released]);
    expect(left.map((r) => r.id)).not.toContain(oldSpam);
  });

  it('drops rate-limit windows older than a day', async () => {
    await db.insertInto('inquiry_rate_limits').values([
      { bucket: 'global', window_start: new Date(now.getTime() - 2 * DAY), hits: 3 },
      { bucket: 'global', window_start: new Date(now.getTime() - 60_000), hits: 1 },
    ]).execute();
    expect(await runInquiryRetention(db, now)).toEqual({ inquiries: 0, spam: 0, rateLimitWindows: 1, heldMail: 0 });
    expect(await db.selectFrom('inquiry_rate_limits').select('hits').execute()).toEqual([{ hits: 1 }]);
  });

  it('drops the mail held aside once it is as old as a deleted inquiry, never an inquiry’s own mail', async () => {
    const justOld = new Date(retentionCutoff(now).getTime() - 1000);
    const row = (id: string, received_at: Date) => ({ message_id: id, kind: 'mail' as const, sender: 'other' as const, from_address: 'a@example.com', subject: 's', body: 'b', received_at });
    await db.insertInto('inbound_mails').values([row('<old@x>', justOld), row('<young@x>', new Date(retentionCutoff(now).getTime() + 1000))]).execute();
    expect(await runInquiryRetention(db, now)).toMatchObject({ heldMail: 1 });
    expect(await db.selectFrom('inbound_mails').select('message_id').execute()).toEqual([{ message_id: '<young@x>' }]);
    await db.deleteFrom('inbound_mails').execute();
  });

  it('is a daily scheduled function', async () => {
    expect(config.schedule).toBe('@daily');
    await inquiryReceivedAt(new Date(Date.now() - 4 * 365 * DAY), 'Ancient Co');
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      expect((await inquiryRetention()).status).toBe(204);
      expect(log).toHaveBeenCalledWith(expect.stringContaining('deleted 1 inquiries older than 3 years'));
    } finally {
      log.mockRestore();
    }
    expect(await countRows(db, 'contact_inquiries')).toBe(0);
  });
});
