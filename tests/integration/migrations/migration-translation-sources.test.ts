/**
 * 20261126010000_translation_sources on a database the previous version filled: every row kept
 * unchanged, every existing translation current as of the migration (its source is the hash the
 * server computes of today's Korean), nothing recorded for blanks, no revision made, and a Korean
 * edit after it turns exactly that field stale.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { koreanFingerprint } from '#db/translation-sources.ts';
import { fieldStatuses } from '#domain/content/translation-status.ts';
import { csrTextFields, faqTextFields, noticeTextFields } from '#domain/content/fields.ts';
import { asBefore, ScratchSchema } from '../helpers/scratch-schema.ts';

let schema: ScratchSchema;
beforeEach(async () => {
  schema = await ScratchSchema.create();
});
afterEach(async () => {
  await schema.drop();
});

/** The statuses of a row as read back (Korean columns, translations, sources). */
const statusesOf = (fields: readonly string[], row: Record<string, unknown> | undefined) =>
  fieldStatuses(fields, { korean: row as never, translations: row?.translations as never, sources: row?.translation_sources as never }, koreanFingerprint);

const MIGRATION = '20261126010000_translation_sources';
const noticeContent = '<p>설 연휴 — <strong>휴무</strong> 😀</p>';

async function fill() {
  await schema.query(`INSERT INTO admins (username, password) VALUES ('kim', 'x')`);
  const notices = [
    ['공지', noticeContent, { en: { title: 'Notice', content: '<p>Closed</p>' }, ja: { title: 'お知らせ' } }],
    ['번역 없는 공지', '<p>본문</p>', {}],
  ] as const;
  for (const [title, content, translations] of notices) {
    await schema.query(`INSERT INTO notices (title, content, author, version, translations) VALUES ($1, $2, '관리자', 4, $3)`, [title, content, JSON.stringify(translations)]);
  }
  // A blank translated field and one whose Korean is missing (no excerpt) get no source.
  await schema.query(`INSERT INTO faqs (question, answer, category, translations) VALUES ('질문', '<p>답</p>', '일반', $1)`, [JSON.stringify({ id: { question: 'Tanya', answer: '  ' } })]);
  await schema.query(`INSERT INTO csr_posts (title, content, category, author_id, excerpt, translations) VALUES ('이야기', '<p>글</p>', '사회공헌', 1, NULL, $1)`, [
    JSON.stringify({ zh: { title: '故事', excerpt: '摘要' } }),
  ]);
}

it('keeps every row and takes every existing translation as current, as the server hashes it', async () => {
  await schema.migrateBefore(MIGRATION);
  await fill();
  const before = await schema.query(`SELECT to_jsonb(n) AS row FROM notices n ORDER BY id`);

  await schema.migrateRest();

  // Columns this and later migrations add are not what this test keeps.
  const after = await schema.query<{ row: Record<string, unknown> }>(`SELECT to_jsonb(n) AS row FROM notices n ORDER BY id`);
  expect(asBefore(before.rows, after.rows)).toEqual(before.rows);
  expect((await schema.query(`SELECT count(*)::int AS n FROM content_revisions`)).rows).toEqual([{ n: 0 }]);

  const [notice, bare] = (await schema.query(`SELECT title, content, translations, translation_sources FROM notices ORDER BY id`)).rows;
  expect(notice?.translation_sources).toEqual({
    en: { title: koreanFingerprint('공지'), content: koreanFingerprint(noticeContent) },
    ja: { title: koreanFingerprint('공지') },
  });
  expect(bare?.translation_sources).toEqual({});
  const statuses = statusesOf(noticeTextFields, notice);
  expect(statuses).toEqual({ en: { title: 'current', content: 'current' }, ja: { title: 'current', content: 'missing' }, id: { title: 'missing', content: 'missing' }, zh: { title: 'missing', content: 'missing' } });

  const faq = (await schema.query(`SELECT question, answer, translations, translation_sources FROM faqs`)).rows[0];
  expect(faq?.translation_sources).toEqual({ id: { question: koreanFingerprint('질문') } });
  expect(statusesOf(faqTextFields, faq).id).toEqual({ question: 'current', answer: 'missing' });

  const story = (await schema.query(`SELECT title, content, excerpt, translations, translation_sources FROM csr_posts`)).rows[0];
  expect(story?.translation_sources).toEqual({ zh: { title: koreanFingerprint('이야기') } });
  expect(statusesOf(csrTextFields, story).zh).toEqual({ title: 'current', content: 'missing' });

  // After it, a Korean edit (the revision trigger still works with the new column) makes that field stale.
  await schema.query(`UPDATE notices SET title = '고친 공지', version = version + 1 WHERE title = '공지'`);
  const kept = await schema.query(`SELECT version, data -> 'translation_sources' AS sources FROM content_revisions`);
  expect(kept.rows).toEqual([{ version: 4, sources: notice?.translation_sources }]);
  const edited = (await schema.query(`SELECT title, content, translations, translation_sources FROM notices WHERE title = '고친 공지'`)).rows[0];
  expect(statusesOf(noticeTextFields, edited).en).toEqual({ title: 'stale', content: 'current' });
});
