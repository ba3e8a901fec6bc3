/**
 * The three content resources of the admin API (notices, FAQs, CSR posts): how an input becomes a
 * row (every rich field sanitized, on every write, translations included), how a row is answered
 * (README shapes: camelCase, ISO dates), and what the audit log says about a change.
 */
import type { Db } from '../../../../db/client.ts';
import { deleteCsrPost, insertCsrPost, listAllCsrPosts, updateCsrPost } from '../../../../db/repositories/csr-posts.ts';
import { deleteFaq, insertFaq, listAllFaqs, updateFaq } from '../../../../db/repositories/faqs.ts';
import { deleteNotice, insertNotice, listAllNotices, updateNotice } from '../../../../db/repositories/notices.ts';
import type { CsrPost, Faq, Notice, Translations } from '../../../../db/schema.ts';
import { sanitizeRichHtml } from '../../sanitize-html.ts';
import type { ContentKind } from '../publish.ts';
import { CsrInput, FaqInput, NoticeInput } from './schemas.ts';
import type * as v from 'valibot';

export interface Author {
  id: number;
  username: string;
}

/** A resource as the generic routes (routes.ts) drive it. */
export interface ContentResource<Input, Row, Api extends { id: number }> {
  kind: ContentKind;
  /** The audit log's entity name. */
  entity: string;
  schema: v.GenericSchema<unknown, Input>;
  list(db: Db): Promise<Row[]>;
  insert(db: Db, input: Input, author: Author): Promise<Row>;
  update(db: Db, id: number, input: Input, author: Author): Promise<Row | undefined>;
  remove(db: Db, id: number): Promise<{ id: number; label: string } | undefined>;
  toApi(row: Row): Api;
  /** What the audit log says about the row (its title or question, cut short). */
  label(row: Row): string;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

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

export function toNoticeApi(row: Notice) {
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
    translations: row.translations,
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
    translations: sanitizeTranslations(input.translations, ['content']),
  };
}

export const notices: ContentResource<NoticeInput, Notice, ReturnType<typeof toNoticeApi>> = {
  kind: 'notices',
  entity: 'notice',
  schema: NoticeInput,
  list: listAllNotices,
  insert: (db, input) => insertNotice(db, noticeRow(input)),
  update: (db, id, input) => updateNotice(db, id, { ...noticeRow(input), updated_at: new Date() }),
  remove: async (db, id) => {
    const row = await deleteNotice(db, id);
    return row && { id: row.id, label: row.title };
  },
  toApi: toNoticeApi,
  label: (row) => row.title,
};

export function toFaqApi(row: Faq) {
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    category: row.category,
    order: row.sort_order,
    isPublished: row.is_published,
    translations: row.translations,
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

export const faqs: ContentResource<FaqInput, Faq, ReturnType<typeof toFaqApi>> = {
  kind: 'faqs',
  entity: 'faq',
  schema: FaqInput,
  list: listAllFaqs,
  insert: (db, input) => insertFaq(db, faqRow(input)),
  update: (db, id, input) => updateFaq(db, id, { ...faqRow(input), updated_at: new Date() }),
  remove: async (db, id) => {
    const row = await deleteFaq(db, id);
    return row && { id: row.id, label: row.question };
  },
  toApi: toFaqApi,
  label: (row) => row.question,
};

export function toCsrPostApi(row: CsrPost) {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    excerpt: row.excerpt,
    category: row.category,
    featuredImage: row.featured_image,
    isPublished: row.is_published,
    publishedAt: iso(row.published_at),
    views: row.views,
    authorId: row.author_id,
    translations: row.translations,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * The spec's rule: publishedAt is now when the post is published and null otherwise, on every save
 * (an edit of a published post moves its date); the author is whoever saves it.
 */
function csrRow(input: CsrInput, author: Author) {
  return {
    title: input.title,
    content: sanitizeRichHtml(input.content),
    excerpt: input.excerpt ?? null,
    category: input.category,
    featured_image: input.featuredImage ?? null,
    is_published: input.isPublished,
    published_at: input.isPublished ? new Date() : null,
    author_id: author.id,
    translations: sanitizeTranslations(input.translations, ['content']),
  };
}

export const csrPosts: ContentResource<CsrInput, CsrPost, ReturnType<typeof toCsrPostApi>> = {
  kind: 'csr-posts',
  entity: 'csr_post',
  schema: CsrInput,
  list: listAllCsrPosts,
  insert: (db, input, author) => insertCsrPost(db, csrRow(input, author)),
  update: (db, id, input, author) => updateCsrPost(db, id, { ...csrRow(input, author), updated_at: new Date() }),
  remove: async (db, id) => {
    const row = await deleteCsrPost(db, id);
    return row && { id: row.id, label: row.title };
  },
  toApi: toCsrPostApi,
  label: (row) => row.title,
};
