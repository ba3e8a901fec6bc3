/**
 * Every migration keeps the rows the previous version stored: each test fills a scratch schema
 * migrated up to the migration before its subject, applies the rest and checks the rows.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ScratchSchema } from '../helpers/scratch-schema.ts';

let schema: ScratchSchema;
beforeEach(async () => {
  schema = await ScratchSchema.create();
});
afterEach(async () => {
  await schema.drop();
});

describe('20261124000000_edit_versions', () => {
  it('keeps every notice, FAQ, story and inquiry, at version 1 with no last editor', async () => {
    await schema.migrateBefore('20261124000000_edit_versions');
    await schema.query(`INSERT INTO admins (username, password) VALUES ('kim', 'x')`);
    await schema.query(`INSERT INTO notices (title, content, author, views) VALUES ('공지', '<p>본문</p>', '관리자', 12)`);
    await schema.query(`INSERT INTO faqs (question, answer, category) VALUES ('질문', '<p>답</p>', '일반')`);
    await schema.query(`INSERT INTO csr_posts (title, content, category, author_id, is_published, published_at) VALUES ('이야기', '<p>글</p>', 'education', 1, true, '2025-03-01T00:00:00Z')`);
    await schema.query(`INSERT INTO contact_inquiries (name, company, email, phone, service, privacy, status) VALUES ('Lee', 'ACME', 'a@b.co', '010', 'visa', true, 'done')`);

    await schema.migrateRest();

    for (const table of ['notices', 'faqs', 'csr_posts', 'contact_inquiries']) {
      const { rows } = await schema.query<{ version: number; updated_by: number | null }>(`SELECT version, updated_by FROM ${table}`);
      expect(rows, table).toEqual([{ version: 1, updated_by: null }]);
    }
    const notice = await schema.query(`SELECT title, content, author, views FROM notices`);
    expect(notice.rows).toEqual([{ title: '공지', content: '<p>본문</p>', author: '관리자', views: 12 }]);
    const story = await schema.query<{ published_at: Date; author_id: number }>(`SELECT published_at, author_id FROM csr_posts`);
    expect(story.rows[0]?.published_at.toISOString()).toBe('2025-03-01T00:00:00.000Z');
    expect(story.rows[0]?.author_id).toBe(1);
    const inquiry = await schema.query(`SELECT name, status FROM contact_inquiries`);
    expect(inquiry.rows).toEqual([{ name: 'Lee', status: 'done' }]);
  });
});

describe('20261125090000_site_settings and 20261125095000_inquiry_source', () => {
  it('keep every inquiry, its consent and history, with no source; the site shows its defaults until set', async () => {
    await schema.migrateBefore('20261125090000_site_settings');
    await schema.query(`INSERT INTO admins (username, password) VALUES ('kim', 'x')`);
    await schema.query(`INSERT INTO contact_inquiries (name, company, email, phone, service, privacy, status, assigned_to, follow_up_on) VALUES ('Lee', 'ACME', 'a@b.co', '+62 812 0000 0000', 'visa', true, 'in_progress', 1, '2026-12-01')`);
    await schema.query(`INSERT INTO inquiry_consents (inquiry_id, consent_version, locale) VALUES (1, '2025-01-01', 'ja')`);
    await schema.query(`INSERT INTO inquiry_events (inquiry_id, admin_id, kind, body) VALUES (1, 1, 'reply', '회신')`);
    const before = await schema.query(`SELECT public_ref, created_at FROM contact_inquiries`);

    await schema.migrateRest();

    const { rows } = await schema.query(`SELECT public_ref, created_at, name, status, assigned_to, to_char(follow_up_on, 'YYYY-MM-DD') AS follow_up, landing_page, referrer, utm_source, utm_medium, utm_campaign FROM contact_inquiries`);
    expect(rows).toEqual([{ ...before.rows[0], name: 'Lee', status: 'in_progress', assigned_to: 1, follow_up: '2026-12-01', landing_page: null, referrer: null, utm_source: null, utm_medium: null, utm_campaign: null }]);
    expect((await schema.query(`SELECT consent_version, locale FROM inquiry_consents`)).rows).toEqual([{ consent_version: '2025-01-01', locale: 'ja' }]);
    expect((await schema.query(`SELECT kind, body FROM inquiry_events`)).rows).toEqual([{ kind: 'reply', body: '회신' }]);
    expect((await schema.query(`SELECT * FROM site_settings`)).rows).toEqual([]);
    // The first save of a group stores version 2 (version 1 is its defaults).
    const saved = await schema.query<{ version: number }>(`INSERT INTO site_settings (key, value) VALUES ('contact', '{}') RETURNING version`);
    expect(saved.rows).toEqual([{ version: 2 }]);
  });
});

describe('20261125120000_inquiry_exports', () => {
  it('keeps every inquiry and administrator; an export and its parts go with their administrator', async () => {
    await schema.migrateBefore('20261125120000_inquiry_exports');
    await schema.query(`INSERT INTO admins (username, password) VALUES ('kim', 'x')`);
    await schema.query(`INSERT INTO contact_inquiries (name, company, email, phone, service, privacy) VALUES ('Lee', 'ACME', 'a@b.co', '+62 812 0000 0000', 'visa', true)`);

    await schema.migrateRest();

    expect((await schema.query(`SELECT name FROM contact_inquiries`)).rows).toEqual([{ name: 'Lee' }]);
    await schema.query(`INSERT INTO inquiry_exports (admin_id, filters, locale) VALUES (1, '{}', 'ko')`);
    await schema.query(`INSERT INTO inquiry_export_parts (export_id, part, rows, content) VALUES (1, 1, 0, 'x')`);
    expect((await schema.query(`SELECT status, rows, expires_at > now() + interval '23 hours' AS day FROM inquiry_exports`)).rows).toEqual([{ status: 'queued', rows: 0, day: true }]);
    await schema.query(`DELETE FROM admins`);
    expect((await schema.query(`SELECT count(*)::int AS n FROM inquiry_export_parts`)).rows).toEqual([{ n: 0 }]);
  });
});
