/**
 * Notices, FAQs and CSR stories as the admin API answers them (functions/_shared/admin/README.md):
 * the functions' toApi() must produce these shapes and the admin island reads them, so the
 * compiler checks both sides against one definition.
 */
import type { FieldStatuses } from './translation-status.ts';
import type { Translations } from './translations.ts';

/** Who made an item's last edit (null before anyone edited it here, or when the account is gone). */
export type Editor = { id: number; username: string } | null;

/**
 * An item's pending draft (admin answers carry `draft`, null without one): the input publishing will
 * apply, the item version it was made on, and when the scheduler publishes it (null: by hand).
 */
export interface ContentDraft {
  data: Record<string, unknown>;
  baseVersion: number;
  publishAt: string | null;
  savedAt: string;
  savedBy: string | null;
}

/** Shapes of functions/_shared/admin/README.md (answers of GET and inputs of POST/PUT). */
export interface Notice {
  id: number;
  title: string;
  content: string;
  author: string;
  category: string;
  isImportant: boolean;
  views: number;
  isPinned: boolean;
  isPublished: boolean;
  /** The Korean SEO description (null: the page's default, seo.ts); translations under `translations`. */
  description: string | null;
  /** The link preview's picture (null: the default card). */
  socialImage: string | null;
  translations: Translations<'title' | 'content' | 'description'>;
  /** Per language, each translated field's status against the Korean as it is now (translation-status.ts). */
  translationStatus: FieldStatuses<'title' | 'content' | 'description'>;
  /** The pending draft (admin answers; the routes add it beside toApi's shape). */
  draft?: ContentDraft | null;
  version: number;
  updatedBy: Editor;
  createdAt: string;
  updatedAt: string;
}
export interface Faq {
  id: number;
  question: string;
  answer: string;
  category: string;
  order: number;
  isPublished: boolean;
  translations: Translations<'question' | 'answer'>;
  /** Per language, each translated field's status against the Korean as it is now (translation-status.ts). */
  translationStatus: FieldStatuses<'question' | 'answer'>;
  /** The pending draft (admin answers; the routes add it beside toApi's shape). */
  draft?: ContentDraft | null;
  version: number;
  updatedBy: Editor;
  createdAt: string;
  updatedAt: string;
}
export interface CsrPost {
  id: number;
  title: string;
  content: string;
  excerpt: string | null;
  category: string;
  featuredImage: string | null;
  /** The Korean SEO description (null: the excerpt, else the text: seo.ts); translations under `translations`. */
  description: string | null;
  /** The link preview's picture (null: the featured image, else the default card). */
  socialImage: string | null;
  isPublished: boolean;
  publishedAt: string | null;
  views: number;
  authorId: number;
  /** Who wrote it (editing never changes it); null when the account is gone. */
  author: string | null;
  translations: Translations<'title' | 'content' | 'excerpt' | 'description'>;
  /** Per language, each translated field's status against the Korean as it is now (translation-status.ts). */
  translationStatus: FieldStatuses<'title' | 'content' | 'excerpt' | 'description'>;
  /** The pending draft (admin answers; the routes add it beside toApi's shape). */
  draft?: ContentDraft | null;
  version: number;
  updatedBy: Editor;
  createdAt: string;
  updatedAt: string;
}
