/**
 * The rules every notice, FAQ and CSR story obeys, on both sides: the admin API's input schemas
 * (functions/_shared/admin/content/schemas.ts) refuse what breaks them, the editor's fields stop
 * there first (maxlength, the category list).
 */

/** Longest rich HTML accepted for one field (characters): far beyond any real notice, well below a request body's limit. */
export const RICH_HTML_MAX = 200_000;

/** Longest value per field (characters). */
export const CONTENT_LIMITS = {
  noticeTitle: 300,
  noticeAuthor: 50,
  faqQuestion: 500,
  csrTitle: 500,
  csrExcerpt: 300,
  featuredImage: 500,
  richHtml: RICH_HTML_MAX,
} as const;

/** The notice categories of the public filter, stored as these keys. */
export const noticeCategories = ['announcement', 'legal', 'labor', 'visa', 'investment', 'tax', 'report', 'realEstate'] as const;
export type NoticeCategory = (typeof noticeCategories)[number];
export const DEFAULT_NOTICE_CATEGORY: NoticeCategory = 'announcement';

/** The fields each kind writes in every language (Korean required, the others optional). */
export const noticeTextFields = ['title', 'content'] as const;
export const faqTextFields = ['question', 'answer'] as const;
export const csrTextFields = ['title', 'excerpt', 'content'] as const;
