/**
 * 20261127000000_seo_fields on a database the previous version filled: every row of notices and CSR
 * stories kept as it was (only two empty columns more: the pages' defaults), no revision or content
 * stamp made by the migration itself, and after it the revisions trigger keeps the new columns.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { asBefore, ScratchSchema } from '../helpers/scratch-schema.ts';

let schema: ScratchSchema;
beforeEach(async () => {
  schema = await ScratchSchema.create();
});
afterEach(async () => {
  await schema.drop();
});

const MIGRATION = '20261127000000_seo_fields';

async function fill() {
  await schema.query(`INSERT INTO admins (username, password) VALUES ('kim', 'x')`);
  await schema.query(`INSERT INTO notices (title, content, author, version, translations) VALUES ('공지', '<p>설 연휴 😀</p>', '관리자', 4, $1)`, [
    JSON.stringify({ en: { title: 'Notice', content: '<p>Closed</p>' } }),
  ]);
  await schema.query(`INSERT INTO notices (title, content, author, is_published, deleted_at) VALUES ('지운 공지', '<p>본문</p>', '관리자', false, now())`);
  await schema.query(`INSERT INTO csr_posts (title, content, category, author_id, excerpt, featured_image, translations) VALUES ('이야기', '<p>글</p>', '사회공헌', 1, '요약', '/images/csr/a.svg', $1)`, [
    JSON.stringify({ zh: { title: '故事' } }),
  ]);
}

const rows = (table: string, without: string[] = []) =>
  schema.query<{ row: Record<string, unknown> }>(`SELECT to_jsonb(t) ${without.map((c) => `- '${c}'`).join(' ')} AS row FROM ${table} t ORDER BY id`);

it('keeps every notice and story unchanged, with an empty description and image (the defaults)', async () => {
  await schema.migrateBefore(MIGRATION);
  await fill();
  const notices = (await rows('notices')).rows;
  const stories = (await rows('csr_posts')).rows;
  const revisions = (await schema.query(`SELECT count(*)::int AS n FROM content_revisions`)).rows;

  await schema.migrateRest();

  expect(asBefore(notices, (await rows('notices')).rows)).toEqual(notices);
  expect(asBefore(stories, (await rows('csr_posts')).rows)).toEqual(stories);
  expect((await schema.query(`SELECT description, social_image FROM notices UNION ALL SELECT description, social_image FROM csr_posts`)).rows).toEqual(
    Array.from({ length: 3 }, () => ({ description: null, social_image: null })),
  );
  expect((await schema.query(`SELECT count(*)::int AS n FROM content_revisions`)).rows).toEqual(revisions);

  // After it, an edit keeps the version before it, SEO columns included, and they read back.
  await schema.query(`UPDATE notices SET description = '설명', social_image = '/api/uploads/x.webp', version = version + 1 WHERE title = '공지'`);
  await schema.query(`UPDATE notices SET description = '새 설명', version = version + 1 WHERE title = '공지'`);
  const kept = await schema.query(`SELECT version, data ->> 'description' AS description, data ->> 'social_image' AS image FROM content_revisions ORDER BY version`);
  expect(kept.rows).toEqual([
    { version: 4, description: null, image: null },
    { version: 5, description: '설명', image: '/api/uploads/x.webp' },
  ]);
});
