/**
 * Input schemas of the admin content API (README.md: NoticeInput, FaqInput, CsrInput). Korean
 * messages; a field error is keyed by the input's own name (`title`, `translations.en.title`).
 * Limits: src/domain/content/fields.ts (the editor's fields stop at the same ones).
 */
import * as v from 'valibot';
import { csrCategoryValues } from '#data/csr-categories.ts';
import { faqCategoryValues } from '#data/faq-categories.ts';
import { isStorableText } from '../../input-text.ts';
import { CONTENT_LIMITS, DEFAULT_NOTICE_CATEGORY, noticeCategories } from '#domain/content/fields.ts';
import { translationLocales } from '#domain/content/translations.ts';
import { BAD_CHARACTER } from '../request-guards.ts';

const LIMITS = CONTENT_LIMITS;

/** The label with its object or topic particle: 제목을 / 작성자를, 제목은 / 작성자는. */
function particle(label: string, withBatchim: string, without: string): string {
  const last = label.charCodeAt(label.length - 1) - 0xac00;
  return label + (last >= 0 && last < 11172 && last % 28 !== 0 ? withBatchim : without);
}
const enter = (label: string) => `${particle(label, '을', '를')} 입력하세요.`;
const atMost = (label: string, max: number) => `${particle(label, '은', '는')} ${max.toLocaleString('ko-KR')}자 이하로 입력하세요.`;

function text(label: string, max: number) {
  return v.pipe(
    v.string(`${particle(label, '은', '는')} 문자열이어야 합니다.`),
    v.check(isStorableText, BAD_CHARACTER),
    v.maxLength(max, atMost(label, max)),
  );
}

/** A required field: trimmed, not empty. */
function required(label: string, max: number, trim = true) {
  return v.pipe(
    v.string(enter(label)),
    v.check(isStorableText, BAD_CHARACTER),
    v.transform((value: string) => (trim ? value.trim() : value)),
    v.nonEmpty(enter(label)),
    v.maxLength(max, atMost(label, max)),
  );
}

/** Rich HTML is required when its text is required; it is not trimmed (the sanitizer normalises it). */
const requiredHtml = (label: string) =>
  v.pipe(
    v.string(enter(label)),
    v.check(isStorableText, BAD_CHARACTER),
    v.check((value: string) => value.trim() !== '', enter(label)),
    v.maxLength(LIMITS.richHtml, atMost(label, LIMITS.richHtml)),
  );

const flag = (fallback: boolean) => v.optional(v.boolean('참 또는 거짓이어야 합니다.'), fallback);

/** An optional text: null or '' (after trimming) means none. */
function optionalText(label: string, max: number) {
  return v.pipe(
    v.nullish(text(label, max)),
    v.transform((value: string | null | undefined) => {
      const trimmed = value?.trim();
      return trimmed ? trimmed : null;
    }),
  );
}

/**
 * `translations` for the four other languages, each field optional with the Korean field's limit;
 * empty fields and languages are dropped. Unknown languages and fields are ignored.
 */
function translations<F extends string>(fields: Record<F, { label: string; max: number }>) {
  const entries = Object.fromEntries(
    Object.entries<{ label: string; max: number }>(fields).map(([field, { label, max }]) => [field, v.nullish(text(label, max))]),
  ) as Record<F, ReturnType<typeof optionalText>>;
  const locale = v.nullish(v.object(entries, '번역은 객체여야 합니다.'));
  return v.pipe(
    v.nullish(v.object(Object.fromEntries(translationLocales.map((l) => [l, locale])) as Record<(typeof translationLocales)[number], typeof locale>, '번역은 객체여야 합니다.')),
    v.transform((value) => {
      const result: Partial<Record<(typeof translationLocales)[number], Partial<Record<F, string>>>> = {};
      for (const l of translationLocales) {
        const given = (value?.[l] ?? {}) as Partial<Record<F, string | null | undefined>>;
        const kept = Object.entries(given).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== '');
        if (kept.length > 0) result[l] = Object.fromEntries(kept.map(([k, text]) => [k, text.trim()])) as Partial<Record<F, string>>;
      }
      return result;
    }),
  );
}

export const NoticeInput = v.object({
  title: required('제목', LIMITS.noticeTitle),
  content: requiredHtml('내용'),
  author: required('작성자', LIMITS.noticeAuthor),
  category: v.optional(v.picklist(noticeCategories, '카테고리를 선택하세요.'), DEFAULT_NOTICE_CATEGORY),
  isImportant: flag(false),
  isPinned: flag(false),
  isPublished: flag(true),
  translations: translations({ title: { label: '제목', max: LIMITS.noticeTitle }, content: { label: '내용', max: LIMITS.richHtml } }),
});
export type NoticeInput = v.InferOutput<typeof NoticeInput>;

/** The spec's order rule: an integer, or the leading integer of a string; anything else is 0. */
export function parseOrder(value: unknown): number {
  let parsed = Number.NaN;
  if (typeof value === 'number') parsed = Math.trunc(value);
  else if (typeof value === 'string') parsed = Number.parseInt(value.trim(), 10);
  if (!Number.isFinite(parsed)) return 0;
  // The column is a 32-bit integer: a larger order would not be stored (clamped, not refused).
  return Math.max(-(2 ** 31), Math.min(2 ** 31 - 1, parsed));
}

export const FaqInput = v.object({
  question: required('질문', LIMITS.faqQuestion),
  answer: requiredHtml('답변'),
  category: v.picklist(faqCategoryValues as [string, ...string[]], '카테고리를 선택하세요.'),
  order: v.pipe(v.unknown(), v.transform(parseOrder)),
  isPublished: flag(true),
  translations: translations({ question: { label: '질문', max: LIMITS.faqQuestion }, answer: { label: '답변', max: LIMITS.richHtml } }),
});
export type FaqInput = v.InferOutput<typeof FaqInput>;

const UPLOAD_PATH = /^\/api\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;
/** The site's own illustrations (the seeded stories use /images/csr/*.svg). */
const SITE_IMAGE_PATH = /^\/images\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.(?:svg|png|jpe?g|webp|gif|avif)$/;

/** An absolute http(s) URL, one of this site's uploads, or one of its own /images/ files. */
export function isFeaturedImageUrl(value: string): boolean {
  if (UPLOAD_PATH.test(value) || SITE_IMAGE_PATH.test(value)) return true;
  if (/[\s\u0000-\u001f\u007f"'<>\\]/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

const PUBLISHED_AT_MESSAGE = '게시일은 날짜와 시각이어야 합니다 (예: 2024-03-01T09:00:00+09:00).';
const PUBLISHED_AT_FUTURE = '게시일은 미래일 수 없습니다.';
/** Clock differences between the editor's computer and the server are forgiven up to this much. */
const CLOCK_SLACK_MS = 5 * 60_000;

/** A date the editor gives the story (backdating an old one); none keeps or sets it by the rules of the write. */
const publishedAt = v.pipe(
  v.nullish(v.pipe(v.string(PUBLISHED_AT_MESSAGE), v.isoTimestamp(PUBLISHED_AT_MESSAGE))),
  v.transform((value) => (value ? new Date(value) : null)),
  v.check((date) => date === null || date.getTime() <= Date.now() + CLOCK_SLACK_MS, PUBLISHED_AT_FUTURE),
);

export const CsrInput = v.object({
  title: required('제목', LIMITS.csrTitle),
  content: requiredHtml('내용'),
  excerpt: optionalText('요약', LIMITS.csrExcerpt),
  category: v.picklist(csrCategoryValues as [string, ...string[]], '카테고리를 선택하세요.'),
  featuredImage: v.pipe(
    optionalText('대표 이미지', LIMITS.featuredImage),
    v.check((value) => value === null || isFeaturedImageUrl(value), '대표 이미지는 http(s) 주소나 업로드한 이미지여야 합니다.'),
  ),
  isPublished: flag(true),
  publishedAt,
  translations: translations({
    title: { label: '제목', max: LIMITS.csrTitle },
    content: { label: '내용', max: LIMITS.richHtml },
    excerpt: { label: '요약', max: LIMITS.csrExcerpt },
  }),
});
export type CsrInput = v.InferOutput<typeof CsrInput>;

/** The README accepts `is_pinned` / `is_published` as well as the camelCase names. */
export function acceptSnakeCaseFlags(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const copy: Record<string, unknown> = { ...body };
  for (const [snake, camel] of [['is_pinned', 'isPinned'], ['is_published', 'isPublished'], ['is_important', 'isImportant']] as const) {
    if (copy[camel] === undefined && copy[snake] !== undefined) copy[camel] = copy[snake];
    delete copy[snake];
  }
  return copy;
}
