/** 20261124010000_inquiry_quarantine on a database the previous version filled: every inquiry and spam counter kept. */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ScratchSchema } from '../helpers/scratch-schema.ts';

let schema: ScratchSchema;
beforeEach(async () => {
  schema = await ScratchSchema.create();
});
afterEach(async () => {
  await schema.drop();
});

it('keeps every inquiry with its status, and the old spam counters; spam now needs a reason', async () => {
  await schema.migrateBefore('20261124010000_inquiry_quarantine');
  for (const status of ['new', 'in_progress', 'done']) {
    await schema.query(`INSERT INTO contact_inquiries (name, company, email, phone, service, privacy, status) VALUES ($1, 'Co', 'a@b.co', '010', 'visa', true, $2)`, [status, status]);
  }
  await schema.query(`INSERT INTO inquiry_spam_counts (day, reason, hits) VALUES ('2026-11-20', 'too-fast', 4)`);

  await schema.migrateRest();

  const { rows } = await schema.query(`SELECT name, status, spam_reason, version FROM contact_inquiries ORDER BY id`);
  expect(rows).toEqual([
    { name: 'new', status: 'new', spam_reason: null, version: 1 },
    { name: 'in_progress', status: 'in_progress', spam_reason: null, version: 1 },
    { name: 'done', status: 'done', spam_reason: null, version: 1 },
  ]);
  expect((await schema.query(`SELECT reason, hits FROM inquiry_spam_counts`)).rows).toEqual([{ reason: 'too-fast', hits: 4 }]);
  await schema.query(`INSERT INTO contact_inquiries (name, company, email, phone, service, privacy, status, spam_reason) VALUES ('bot', 'Co', 'a@b.co', '010', 'visa', true, 'spam', 'honeypot')`);
  await expect(schema.query(`INSERT INTO contact_inquiries (name, company, email, phone, service, privacy, status) VALUES ('x', 'Co', 'a@b.co', '010', 'visa', true, 'spam')`)).rejects.toThrow(/spam_has_reason/);
  await expect(schema.query(`INSERT INTO contact_inquiries (name, company, email, phone, service, privacy, status) VALUES ('x', 'Co', 'a@b.co', '010', 'visa', true, 'closed')`)).rejects.toThrow(/status_check/);
});
