/**
 * Input schemas of the admin content API (README.md: NoticeInput, FaqInput, CsrInput). Messages in
 * the request's language (../messages); a field error is keyed by the input's own name (`title`,
 * `translations.en.title`).
 * Limits: src/domain/content/fields.ts (the editor's fields stop at the same ones).
 */
import * as v from 'valibot';
import { csrCategoryValues } from '#data/csr-categories.ts';
import { faqCategoryValues } from '#data/faq-categories.ts';
import { isStorableText } from '../../input-text.ts';
import { CONTENT_LIMITS, DEFAULT_NOTICE_CATEGORY, csrTextFields, faqTextFields, noticeCategories, noticeTextFields } from '#domain/content/fields.ts';
import { translationLocales } from '#domain/content/translations.ts';
import { says, type ServerMessages } from '../messages/index.ts';
import { BAD_CHARACTER } from '../request-guards.ts';

const LIMITS = CONTENT_LIMITS;

/** A field as the messages name it. */
type Label = keyof ServerMessages['fields'];
const enter = (label: Label) => says((m) => m.enter(m.fields[label]));
const atMost = (label: Label, max: number) => says((m) => m.atMost(m.fields[label], max));

function text(label: Label, max: number) {
  return v.pipe(
    v.string(says((m) => m.mustBeText(m.fields[label]))),
    v.check(isStorableText, BAD_CHARACTER),
    v.maxLength(max, atMost(label, max)),
  );
}

/** A required field: trimmed, not empty. */
function required(label: Label, max: number, trim = true) {
  return v.pipe(
    v.string(enter(label)),
    v.check(isStorableText, BAD_CHARACTER),
    v.transform((value: string) => (trim ? value.trim() : value)),
    v.nonEmpty(enter(label)),
    v.maxLength(max, atMost(label, max)),
  );
}

/** Rich HTML is required when its text is required; it is not trimmed (the sanitizer normalises it). */
const requiredHtml = (label: Label) =>
  v.pipe(
    v.string(enter(label)),
    v.check(isStorableText, BAD_CHARACTER),
    v.check((value: string) => value.trim() !== '', enter(label)),
    v.maxLength(LIMITS.richHtml, atMost(label, LIMITS.richHtml)),
  );

const flag = (fallback: boolean) => v.optional(v.boolean(says((m) => m.trueOrFalse)), fallback);

/** An optional text: null or '' (after trimming) means none. */
function optionalText(label: Label, max: number) {
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
function translations<F extends string>(fields: Record<F, { label: Label; max: number }>) {
  const entries = Object.fromEntries(
    Object.entries<{ label: Label; max: number }>(fields).map(([field, { label, max }]) => [field, v.nullish(text(label, max))]),
  ) as Record<F, ReturnType<typeof optionalText>>;
  const locale = v.nullish(v.object(entries, says((m) => m.translationsObject)));
  return v.pipe(
    v.nullish(v.object(Object.fromEntries(translationLocales.map((l) => [l, locale])) as Record<(typeof translationLocales)[number], typeof locale>, says((m) => m.translationsObject))),
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

/**
 * `confirmTranslations`: per language, the fields whose translation the editor checked and keeps as
 * it is ("mark as current"); the save records them as made from the Korean text saved with it.
 */
function confirmTranslations<F extends string>(fields: readonly [F, ...F[]]) {
  const message = says((m) => m.confirmTranslations);
  const locale = v.optional(v.array(v.picklist(fields, message), message));
  return v.nullish(v.object(Object.fromEntries(translationLocales.map((l) => [l, locale])) as Record<(typeof translationLocales)[number], typeof locale>, message));
}

/** An optional picture: one of the site's uploads or images, or an absolute http(s) URL. */
const imageUrl = (label: Label, max: number, message: ReturnType<typeof says>) =>
  v.pipe(
    optionalText(label, max),
    v.check((value) => value === null || isFeaturedImageUrl(value), message),
  );

/**
 * The SEO description: optional (blank: the page's default), refused only past the hard limit;
 * longer than search engines show is the editor's warning, not a refusal (src/domain/content/seo.ts).
 */
const seoDescription = optionalText('description', LIMITS.seoDescription);

export const NoticeInput = v.object({
  title: required('title', LIMITS.noticeTitle),
  content: requiredHtml('content'),
  author: required('author', LIMITS.noticeAuthor),
  category: v.optional(v.picklist(noticeCategories, says((m) => m.chooseCategory)), DEFAULT_NOTICE_CATEGORY),
  isImportant: flag(false),
  isPinned: flag(false),
  isPublished: flag(true),
  description: seoDescription,
  socialImage: imageUrl('socialImage', LIMITS.socialImage, says((m) => m.socialImageUrl)),
  translations: translations({
    title: { label: 'title', max: LIMITS.noticeTitle },
    content: { label: 'content', max: LIMITS.richHtml },
    description: { label: 'description', max: LIMITS.seoDescription },
  }),
  confirmTranslations: confirmTranslations(noticeTextFields),
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
  question: required('question', LIMITS.faqQuestion),
  answer: requiredHtml('answer'),
  category: v.picklist(faqCategoryValues as [string, ...string[]], says((m) => m.chooseCategory)),
  order: v.pipe(v.unknown(), v.transform(parseOrder)),
  isPublished: flag(true),
  translations: translations({ question: { label: 'question', max: LIMITS.faqQuestion }, answer: { label: 'answer', max: LIMITS.richHtml } }),
  confirmTranslations: confirmTranslations(faqTextFields),
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

const PUBLISHED_AT_MESSAGE = says((m) => m.publishedAtFormat);
const PUBLISHED_AT_FUTURE = says((m) => m.publishedAtFuture);
/** Clock differences between the editor's computer and the server are forgiven up to this much. */
const CLOCK_SLACK_MS = 5 * 60_000;

/** A date the editor gives the story (backdating an old one); none keeps or sets it by the rules of the write. */
const publishedAt = v.pipe(
  v.nullish(v.pipe(v.string(PUBLISHED_AT_MESSAGE), v.isoTimestamp(PUBLISHED_AT_MESSAGE))),
  v.transform((value) => (value ? new Date(value) : null)),
  v.check((date) => date === null || date.getTime() <= Date.now() + CLOCK_SLACK_MS, PUBLISHED_AT_FUTURE),
);

export const CsrInput = v.object({
  title: required('title', LIMITS.csrTitle),
  content: requiredHtml('content'),
  excerpt: optionalText('excerpt', LIMITS.csrExcerpt),
  category: v.picklist(csrCategoryValues as [string, ...string[]], says((m) => m.chooseCategory)),
  featuredImage: imageUrl('featuredImage', LIMITS.featuredImage, says((m) => m.featuredImageUrl)),
  description: seoDescription,
  socialImage: imageUrl('socialImage', LIMITS.socialImage, says((m) => m.socialImageUrl)),
  isPublished: flag(true),
  publishedAt,
  translations: translations({
    title: { label: 'title', max: LIMITS.csrTitle },
    content: { label: 'content', max: LIMITS.richHtml },
    excerpt: { label: 'excerpt', max: LIMITS.csrExcerpt },
    description: { label: 'description', max: LIMITS.seoDescription },
  }),
  confirmTranslations: confirmTranslations(csrTextFields),
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

const PUBLISH_AT_MESSAGE = says((m) => m.publishAtFormat);
/** A draft's schedule beside its input: when the scheduler publishes it (none: only by hand). */
export const DraftSchedule = v.object({
  publishAt: v.pipe(
    v.nullish(v.pipe(v.string(PUBLISH_AT_MESSAGE), v.isoTimestamp(PUBLISH_AT_MESSAGE))),
    v.transform((value) => (value ? new Date(value) : null)),
  ),
});

const DRAFT_SAVED_AT_MESSAGE = says((m) => m.draftSavedAtFormat);
/**
 * The draft a change of drafts is made on: its savedAt, null when the item had none; undefined when the
 * request does not say (428). A draft saved meanwhile by someone else is never replaced or discarded unseen.
 */
export const DraftBase = v.object({
  draftSavedAt: v.pipe(
    v.optional(v.nullable(v.pipe(v.string(DRAFT_SAVED_AT_MESSAGE), v.isoTimestamp(DRAFT_SAVED_AT_MESSAGE)))),
    v.transform((value) => (value === undefined ? undefined : value === null ? null : new Date(value))),
  ),
});
