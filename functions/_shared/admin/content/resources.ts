/**
 * The three content resources of the admin API (notices, FAQs, CSR posts): how an input becomes a
 * row (every rich field sanitized, on every write, translations included), how a row is answered
 * (README shapes: camelCase, ISO dates, the edit version and who made the last edit), and what the
 * audit log says about a change.
 */
import { sql } from 'kysely';
import type { Db } from '#db/client.ts';
import { findCsrPostForAdmin, insertCsrPost, listCsrPostsForAdmin, type AdminCsrPostRow } from '#db/repositories/csr-posts.ts';
import { findFaqForAdmin, insertFaq, listFaqsForAdmin, type AdminFaqRow } from '#db/repositories/faqs.ts';
import { findNoticeForAdmin, insertNotice, listNoticesForAdmin, type AdminNoticeRow } from '#db/repositories/notices.ts';
import { moveContentRow, type AllowedVersions, type ConditionalWrite, type ContentChanges, type ContentTable } from '#db/repositories/versioned.ts';
import type { Translations } from '#domain/content/translations.ts';
import { csrTextFields, faqTextFields, noticeTextFields } from '#domain/content/fields.ts';
import type { FieldStatuses } from '#domain/content/translation-status.ts';
import type { CsrPost, Faq, Notice } from '#domain/content/api.ts';
import { sanitizeRichHtml } from '../../sanitize-html.ts';
import type { ContentKind } from '../publish.ts';
import { CsrInput, FaqInput, NoticeInput } from './schemas.ts';
import { sourcesOnSave, statusesOf, updateTracked } from './translation-status.ts';
import { sourcesAsCurrent } from '#db/translation-sources.ts';
import type * as v from 'valibot';

export interface Editor {
  id: number;
  username: string;
}

/** Moves a row to the trash (the delete of the admin API); what the audit log calls it. */
function trash<T extends ContentTable>(table: T, labelOf: (row: Awaited<ReturnType<typeof moveContentRow<T>>> & { ok: true }) => string) {
  return async (db: Db, id: number, editor: Editor, versions: AllowedVersions): Promise<ConditionalWrite<{ label: string }>> => {
    const result = await moveContentRow(db, table, id, { editorId: editor.id, versions });
    return result.ok ? { ok: true, value: { label: labelOf(result) } } : result;
  };
}

/** A resource as the generic routes (routes.ts) drive it. */
export interface ContentResource<Input, Row extends { id: number; version: number }, Api extends { id: number; version: number; translationStatus: FieldStatuses<string> }> {
  kind: ContentKind;
  /** The audit log's entity name. */
  entity: string;
  table: ContentTable;
  schema: v.GenericSchema<unknown, Input>;
  list(db: Db): Promise<Row[]>;
  find(db: Db, id: number): Promise<Row | undefined>;
  /** The new item's id. */
  insert(db: Db, input: Input, editor: Editor): Promise<number>;
  /** Replaces the item if it is at an allowed version (the version checked in the same statement). */
  update(db: Db, id: number, input: Input, editor: Editor, versions: AllowedVersions): Promise<ConditionalWrite<unknown>>;
  /** Deletes the item if it is at an allowed version; what the audit log calls it. */
  remove(db: Db, id: number, editor: Editor, versions: AllowedVersions): Promise<ConditionalWrite<{ label: string }>>;
  /** The fields written in every language (the Korean columns of the same names). */
  textFields: readonly string[];
  /** The columns an editor writes: what a revision restores (never the author, the views or the trash marks). */
  columns: readonly string[];
  toApi(row: Row): Api;
  /** The row's own columns an input writes, sanitized (a draft's preview lays them over the live row). */
  rowOf(input: Input): Record<string, unknown>;
  /** What the audit log says about the row (its title or question, cut short). */
  label(row: Row): string;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);



/** Who made the last edit, as the answers name them (null before anyone edited, or when the account is gone). */
const editorOf = (row: { updated_by: number | null; updated_by_name: string | null }) =>
  row.updated_by !== null && row.updated_by_name !== null ? { id: row.updated_by, username: row.updated_by_name } : null;

/** Sanitizes the rich fields of every language present. */
function sanitizeTranslations<F extends string>(translations: Translations<F> | undefined, richFields: readonly F[]): Translations<F> {
  const result: Translations<F> = {};
  for (const [locale, fields] of Object.entries(translations ?? {}) as [keyof Translations<F>, Partial<Record<F, string>>][]) {
    const copy: Partial<Record<F, string>> = { ...fields };
    for (const field of richFields) {
      const value = copy[field];
      if (value !== undefined) copy[field] = sanitizeRichHtml(value);
    }
    result[locale] = copy;
  }
  return result;
}

/** A row to write with the sources of its translations (`before`: the row as it was, null for a new one). */
function withSources<F extends string, R extends Partial<Record<F, string | null>> & { translations: Translations<F> }>(
  fields: readonly F[],
  row: R,
  before: Parameters<typeof sourcesOnSave<F>>[1],
  confirmed?: Parameters<typeof sourcesOnSave<F>>[3],
) {
  return { ...row, translation_sources: sourcesOnSave(fields, before, row, confirmed) };
}

export function toNoticeApi(row: AdminNoticeRow): Notice {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    author: row.author,
    category: row.category,
    isImportant: row.is_important,
    views: row.views,
    isPinned: row.is_pinned,
    isPublished: row.is_published,
    description: row.description,
    socialImage: row.social_image,
    translations: row.translations,
    translationStatus: statusesOf(noticeTextFields, row),
    version: row.version,
    updatedBy: editorOf(row),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

function noticeRow(input: NoticeInput) {
  return {
    title: input.title,
    content: sanitizeRichHtml(input.content),
    author: input.author,
    category: input.category,
    is_important: input.isImportant,
    is_pinned: input.isPinned,
    is_published: input.isPublished,
    description: input.description ?? null,
    social_image: input.socialImage ?? null,
    translations: sanitizeTranslations(input.translations, ['content']),
  };
}

export const notices: ContentResource<NoticeInput, AdminNoticeRow, Notice> = {
  kind: 'notices',
  entity: 'notice',
  table: 'notices',
  textFields: noticeTextFields,
  schema: NoticeInput,
  list: listNoticesForAdmin,
  find: findNoticeForAdmin,
  insert: (db, input, editor) => insertNotice(db, { ...withSources(noticeTextFields, noticeRow(input), null), updated_by: editor.id }),
  update: (db, id, input, editor, versions) =>
    updateTracked(db, 'notices', id, (before) => withSources(noticeTextFields, noticeRow(input), before, input.confirmTranslations), { editorId: editor.id, versions }),
  remove: trash('notices', (r) => r.value.title),
  columns: ['title', 'content', 'author', 'category', 'is_important', 'is_pinned', 'is_published', 'description', 'social_image', 'translations', 'translation_sources'],
  toApi: toNoticeApi,
  rowOf: noticeRow,
  label: (row) => row.title,
};

export function toFaqApi(row: AdminFaqRow): Faq {
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    category: row.category,
    order: row.sort_order,
    isPublished: row.is_published,
    translations: row.translations,
    translationStatus: statusesOf(faqTextFields, row),
    version: row.version,
    updatedBy: editorOf(row),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

function faqRow(input: FaqInput) {
  return {
    question: input.question,
    answer: sanitizeRichHtml(input.answer),
    category: input.category,
    sort_order: input.order,
    is_published: input.isPublished,
    translations: sanitizeTranslations(input.translations, ['answer']),
  };
}

export const faqs: ContentResource<FaqInput, AdminFaqRow, Faq> = {
  kind: 'faqs',
  entity: 'faq',
  table: 'faqs',
  textFields: faqTextFields,
  schema: FaqInput,
  list: listFaqsForAdmin,
  find: findFaqForAdmin,
  insert: (db, input, editor) => insertFaq(db, { ...withSources(faqTextFields, faqRow(input), null), updated_by: editor.id }),
  update: (db, id, input, editor, versions) =>
    updateTracked(db, 'faqs', id, (before) => withSources(faqTextFields, faqRow(input), before, input.confirmTranslations), { editorId: editor.id, versions }),
  remove: trash('faqs', (r) => r.value.question),
  columns: ['question', 'answer', 'category', 'sort_order', 'is_published', 'translations', 'translation_sources'],
  toApi: toFaqApi,
  rowOf: faqRow,
  label: (row) => row.question,
};

export function toCsrPostApi(row: AdminCsrPostRow): CsrPost {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    excerpt: row.excerpt,
    category: row.category,
    featuredImage: row.featured_image,
    description: row.description,
    socialImage: row.social_image,
    isPublished: row.is_published,
    publishedAt: iso(row.published_at),
    views: row.views,
    authorId: row.author_id,
    /** Who wrote it (the creator; editing never changes it). */
    author: row.author_name,
    translations: row.translations,
    translationStatus: statusesOf(csrTextFields, row),
    version: row.version,
    updatedBy: editorOf(row),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The post's own fields; the publication date and the author follow their own rules (below). */
function csrRow(input: CsrInput) {
  return {
    title: input.title,
    content: sanitizeRichHtml(input.content),
    excerpt: input.excerpt ?? null,
    category: input.category,
    featured_image: input.featuredImage ?? null,
    description: input.description ?? null,
    social_image: input.socialImage ?? null,
    is_published: input.isPublished,
    translations: sanitizeTranslations(input.translations, ['content']),
  };
}

export const csrPosts: ContentResource<CsrInput, AdminCsrPostRow, CsrPost> = {
  kind: 'csr-posts',
  entity: 'csr_post',
  table: 'csr_posts',
  textFields: csrTextFields,
  schema: CsrInput,
  list: listCsrPostsForAdmin,
  find: findCsrPostForAdmin,
  // The writer is the author for good; the story is dated when it is first published, unless the
  // editor gives a date (backdating an old story).
  insert: (db, input, editor) =>
    insertCsrPost(db, {
      ...withSources(csrTextFields, csrRow(input), null),
      author_id: editor.id,
      updated_by: editor.id,
      published_at: input.publishedAt ?? (input.isPublished ? new Date() : null),
    }),
  // An edit keeps the author and the publication date (also through unpublishing and publishing
  // again); a draft published for the first time is dated now; a date the editor gives wins.
  update: (db, id, input, editor, versions) =>
    updateTracked(
      db,
      'csr_posts',
      id,
      (before) => ({
        ...withSources(csrTextFields, csrRow(input), before, input.confirmTranslations),
        published_at: sql<Date>`coalesce(${input.publishedAt}::timestamptz, published_at, CASE WHEN ${input.isPublished} THEN now() END)`,
      }),
      { editorId: editor.id, versions },
    ),
  remove: trash('csr_posts', (r) => r.value.title),
  columns: ['title', 'content', 'excerpt', 'category', 'featured_image', 'description', 'social_image', 'is_published', 'published_at', 'translations', 'translation_sources'],
  toApi: toCsrPostApi,
  rowOf: csrRow,
  label: (row) => row.title,
};

/** Any of the three, as the generic handlers drive them. */
export type AnyContentResource = ContentResource<unknown, { id: number; version: number }, { id: number; version: number; translationStatus: FieldStatuses<string> }>;

/** The resources by the name their API paths use. */
export const contentResources = { notices, faqs, 'csr-posts': csrPosts } as const;
export type ContentResourceName = keyof typeof contentResources;

export function isContentResourceName(value: string | undefined): value is ContentResourceName {
  return value !== undefined && Object.hasOwn(contentResources, value);
}

/**
 * A kept version's own columns. One kept before translations had sources (migration
 * 20261126010000) gets the migration's default: its translations current with its Korean. One kept
 * before items had SEO fields (migration 20261127000000) had none: restoring it brings back none
 * (the page's defaults), rather than leaving today's in a version that never had them.
 */
export function revisionData(textFields: readonly string[], data: Record<string, unknown>): Record<string, unknown> {
  const withSeo = { description: null, social_image: null, ...data };
  if ('translation_sources' in data) return withSeo;
  return { ...withSeo, translation_sources: sourcesAsCurrent(textFields, data as Parameters<typeof sourcesAsCurrent<string>>[1]) };
}

/** A kept version's content as the changes that bring it back (only the resource's own columns). */
export function revisionChanges<T extends ContentTable>(columns: readonly string[], data: Record<string, unknown>): ContentChanges<T> {
  return Object.fromEntries(columns.filter((column) => column in data).map((column) => [column, data[column]])) as ContentChanges<T>;
}
