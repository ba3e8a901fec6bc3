/**
 * 20261128000000_mail_deliveries on a database the previous version filled: every row stays; the
 * outbox's settled e-mails and the replies in the histories carry over as mail records (sent or
 * failed, the visitor's address where it was known), the e-mails still waiting do not.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ScratchSchema } from '../helpers/scratch-schema.ts';

let schema: ScratchSchema;
beforeEach(async () => {
  schema = await ScratchSchema.create();
});
afterEach(async () => {
  await schema.drop();
});

const MIGRATION = '20261128000000_mail_deliveries';

it('carries the settled outbox e-mails and the sent replies over, and keeps every other row', async () => {
  await schema.migrateBefore(MIGRATION);
  await schema.query(`INSERT INTO admins (id, username, password) VALUES (1, 'kim', 'x')`);
  await schema.query(`INSERT INTO contact_inquiries (id, name, company, email, phone, service, privacy) VALUES (1, '김민수', '한빛', 'minsu@example.com', '+62 812', 'visa', true)`);
  await schema.query(`INSERT INTO inquiry_notifications (id, inquiry_id, kind, status, attempts, last_error, sent_at) VALUES
    (1, 1, 'visitor', 'sent', 1, NULL, '2026-11-20 01:00:00+00'),
    (2, 1, 'firm', 'failed', 10, 'refused', NULL)`);
  await schema.query(`INSERT INTO contact_inquiries (id, name, company, email, phone, service, privacy) VALUES (2, 'Budi', 'PT', 'budi@example.com', '+62 813', 'visa', true)`);
  await schema.query(`INSERT INTO inquiry_notifications (id, inquiry_id, kind, status, attempts) VALUES (3, 2, 'visitor', 'pending', 2)`);
  await schema.query(`INSERT INTO inquiry_events (id, inquiry_id, admin_id, kind, to_value, body, created_at) VALUES
    (1, 1, 1, 'reply', '[NB-1] 답변', '안녕하세요', '2026-11-21 02:00:00+00'), (2, 1, 1, 'note', NULL, '메모', now())`);
  const tables = ['contact_inquiries', 'inquiry_notifications', 'inquiry_events'];
  const before = await Promise.all(tables.map(async (table) => (await schema.query(`SELECT * FROM ${table} ORDER BY 1`)).rows));

  await schema.migrateRest();

  expect(await Promise.all(tables.map(async (table) => (await schema.query(`SELECT * FROM ${table} ORDER BY 1`)).rows))).toEqual(before);
  const mails = await schema.query(`SELECT kind, inquiry_id, notification_id, event_id, admin_id, recipient, subject, text, message_id, status, error, attempts, sent_at FROM mail_deliveries ORDER BY id`);
  expect(mails.rows).toEqual([
    { kind: 'acknowledgement', inquiry_id: 1, notification_id: 1, event_id: null, admin_id: null, recipient: 'minsu@example.com', subject: null, text: null, message_id: null, status: 'sent', error: null, attempts: 1, sent_at: new Date('2026-11-20T01:00:00Z') },
    { kind: 'notification', inquiry_id: 1, notification_id: 2, event_id: null, admin_id: null, recipient: null, subject: null, text: null, message_id: null, status: 'failed', error: 'refused', attempts: 10, sent_at: null },
    { kind: 'reply', inquiry_id: 1, notification_id: null, event_id: 1, admin_id: 1, recipient: 'minsu@example.com', subject: '[NB-1] 답변', text: null, message_id: null, status: 'sent', error: null, attempts: 1, sent_at: new Date('2026-11-21T02:00:00Z') },
  ]);
  // An inquiry erased takes its mail records with it.
  await schema.query(`DELETE FROM contact_inquiries WHERE id = 1`);
  expect((await schema.query(`SELECT count(*)::int AS n FROM mail_deliveries`)).rows).toEqual([{ n: 0 }]);
});
