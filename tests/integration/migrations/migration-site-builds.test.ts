/**
 * 20261124050000_site_builds on a database the previous version filled: every row stays, and the new
 * table takes build requests that refer to the administrators already there.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ScratchSchema } from '../helpers/scratch-schema.ts';

let schema: ScratchSchema;
beforeEach(async () => {
  schema = await ScratchSchema.create('migration_site_builds');
});
afterEach(async () => {
  await schema.drop();
});

describe('20261124050000_site_builds', () => {
  it('keeps every row of the previous version and records build requests of existing administrators', async () => {
    await schema.migrateBefore('20261124050000_site_builds');
    await schema.query(`INSERT INTO admins (username, password) VALUES ('kim', 'x'), ('lee', 'y')`);
    await schema.query(`INSERT INTO notices (title, content, author, views, version, updated_by) VALUES ('공지', '<p>본문</p>', '관리자', 12, 3, 2)`);
    await schema.query(`INSERT INTO faqs (question, answer, category) VALUES ('질문', '<p>답</p>', '일반')`);
    await schema.query(`INSERT INTO csr_posts (title, content, category, author_id, is_published, published_at) VALUES ('이야기', '<p>글</p>', 'education', 1, true, '2025-03-01T00:00:00Z')`);
    await schema.query(`INSERT INTO contact_inquiries (name, company, email, phone, service, privacy, status) VALUES ('Lee', 'ACME', 'a@b.co', '010', 'visa', true, 'done')`);
    await schema.query(`INSERT INTO audit_log (admin_id, username, action, entity, entity_id) VALUES (1, 'kim', 'update', 'notice', '1')`);

    await schema.migrateRest();

    expect((await schema.query(`SELECT username FROM admins ORDER BY id`)).rows).toEqual([{ username: 'kim' }, { username: 'lee' }]);
    expect((await schema.query(`SELECT title, views, version, updated_by FROM notices`)).rows).toEqual([{ title: '공지', views: 12, version: 3, updated_by: 2 }]);
    expect((await schema.query(`SELECT question FROM faqs`)).rows).toEqual([{ question: '질문' }]);
    const story = await schema.query<{ published_at: Date }>(`SELECT published_at FROM csr_posts`);
    expect(story.rows[0]?.published_at.toISOString()).toBe('2025-03-01T00:00:00.000Z');
    expect((await schema.query(`SELECT name, status FROM contact_inquiries`)).rows).toEqual([{ name: 'Lee', status: 'done' }]);
    expect((await schema.query(`SELECT username, action FROM audit_log`)).rows).toEqual([{ username: 'kim', action: 'update' }]);

    const inserted = await schema.query<{ status: string; attempt: number; flagged_at: Date | null }>(
      `INSERT INTO site_builds (reason, content_kind, requested_by) VALUES ('content', 'notices', 2) RETURNING status, attempt, flagged_at`,
    );
    expect(inserted.rows).toEqual([{ status: 'requested', attempt: 1, flagged_at: null }]);
    // An ended build carries its end time, a waiting one none; unknown reasons and statuses are refused.
    await expect(schema.query(`INSERT INTO site_builds (reason, status) VALUES ('content', 'succeeded')`)).rejects.toThrow(/site_builds_finished_when_ended/);
    await expect(schema.query(`INSERT INTO site_builds (reason) VALUES ('cron')`)).rejects.toThrow(/check constraint/);
    // The administrator's account may go; the record stays, without the name.
    await schema.query(`DELETE FROM admins WHERE id = 2`);
    expect((await schema.query(`SELECT requested_by FROM site_builds`)).rows).toEqual([{ requested_by: null }]);
  });
});
