/** 20261125110000_reply_templates on a database the previous version filled: everything is kept, one default per visitor language. */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { localeCodes } from '#i18n/locales.ts';
import { ScratchSchema } from '../helpers/scratch-schema.ts';

let schema: ScratchSchema;
beforeEach(async () => {
  schema = await ScratchSchema.create();
});
afterEach(async () => {
  await schema.drop();
});

it('keeps the inquiries and administrators, seeds a polite default per visitor language with both placeholders', async () => {
  await schema.migrateBefore('20261125110000_reply_templates');
  await schema.query(`INSERT INTO admins (username, password) VALUES ('kim', 'x')`);
  await schema.query(`INSERT INTO contact_inquiries (name, company, email, phone, service, privacy) VALUES ('김민수', '한빛', 'm@example.com', '+62 812', 'licensing', true)`);
  await schema.migrateRest();
  expect((await schema.query(`SELECT username FROM admins`)).rows).toEqual([{ username: 'kim' }]);
  expect((await schema.query(`SELECT name, version FROM contact_inquiries`)).rows).toEqual([{ name: '김민수', version: 1 }]);

  const seeds = (await schema.query<{ locale: string; subject: string; body: string; version: number; updated_by: number | null }>(
    `SELECT locale, subject, body, version, updated_by FROM reply_templates ORDER BY id`,
  )).rows;
  expect(seeds.map((row) => row.locale).sort()).toEqual([...localeCodes].sort());
  for (const row of seeds) {
    expect(row, row.locale).toMatchObject({ version: 1, updated_by: null });
    expect(row.body, row.locale).toContain('{name}');
    expect(row.body, row.locale).toContain('{reference}');
    expect(row.body, row.locale).toContain(row.locale === 'ko' ? '누산타라 브릿지 컨설팅' : 'Nusantara Bridge Consulting');
  }

  await expect(schema.query(`INSERT INTO reply_templates (locale, name, subject, body) VALUES ('fr', 'x', 'x', 'x')`)).rejects.toThrow(/locale_check/);
  await expect(schema.query(`INSERT INTO reply_templates (locale, name, subject, body) VALUES ('ko', '문의 감사 인사', 'x', 'x')`)).rejects.toThrow(/reply_templates_locale_name/);
});
