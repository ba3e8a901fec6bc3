/**
 * 20261128010000_inbound_mail on a database the previous version filled: every history line is kept
 * as it was, the history takes the new kind 'mail' and still refuses an unknown one, and the table of
 * received mail starts empty, one row per Message-ID.
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

const MIGRATION = '20261128010000_inbound_mail';

it('keeps every history line, adds the kind mail, and takes each Message-ID once', async () => {
  await schema.migrateBefore(MIGRATION);
  await schema.query(`INSERT INTO admins (username, password) VALUES ('kim', 'x')`);
  await schema.query(`INSERT INTO contact_inquiries (name, company, email, phone, service, privacy, status) VALUES ('a', 'Co', 'a@b.co', '010', 'visa', true, 'done')`);
  await schema.query(`INSERT INTO inquiry_events (inquiry_id, admin_id, kind, from_value, to_value, body) VALUES
    (1, 1, 'status', 'new', 'done', NULL), (1, 1, 'note', NULL, NULL, '메모'), (1, 1, 'reply', NULL, '[NB] 답변', '안녕하세요')`);
  const before = (await schema.query(`SELECT * FROM inquiry_events ORDER BY id`)).rows;

  await schema.migrateRest();

  expect((await schema.query(`SELECT * FROM inquiry_events ORDER BY id`)).rows).toEqual(before);
  await schema.query(`INSERT INTO inquiry_events (inquiry_id, kind, from_value, to_value, body) VALUES (1, 'mail', 'a@b.co', 'Re: x', 'hi')`);
  await expect(schema.query(`INSERT INTO inquiry_events (inquiry_id, kind) VALUES (1, 'gossip')`)).rejects.toThrow(/check/);
  expect((await schema.query(`SELECT count(*)::int AS n FROM inbound_mails`)).rows).toEqual([{ n: 0 }]);
  const insert = `INSERT INTO inbound_mails (message_id, kind, sender, from_address, subject) VALUES ('<m@x>', 'mail', 'other', 'a@b.co', 's')`;
  await schema.query(insert);
  await expect(schema.query(insert)).rejects.toThrow(/unique|duplicate/);
  await expect(schema.query(`INSERT INTO inbound_mails (message_id, kind, sender, from_address, subject) VALUES ('<n@x>', 'mail', 'admin', 'a@b.co', 's')`)).rejects.toThrow(/check/);
  // An erased inquiry takes its mail with it.
  await schema.query(`UPDATE inbound_mails SET inquiry_id = 1`);
  await schema.query(`DELETE FROM contact_inquiries`);
  expect((await schema.query(`SELECT count(*)::int AS n FROM inbound_mails`)).rows).toEqual([{ n: 0 }]);
});
