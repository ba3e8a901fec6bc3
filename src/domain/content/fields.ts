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
  /** The SEO description: search engines show about 160 (the editor warns past SEO_DESCRIPTION_ADVISED); this is the hard stop. */
  seoDescription: 300,
  socialImage: 500,
  richHtml: RICH_HTML_MAX,
} as const;

/** The notice categories of the public filter, stored as these keys. */
export const noticeCategories = ['announcement', 'legal', 'labor', 'visa', 'investment', 'tax', 'report', 'realEstate'] as const;
export type NoticeCategory = (typeof noticeCategories)[number];
export const DEFAULT_NOTICE_CATEGORY: NoticeCategory = 'announcement';

/**
 * The fields each kind writes in every language (the others optional): in the Korean columns of the
 * same names and in `translations`, each tracked by translation status. The SEO `description` is
 * optional in Korean too (a blank one has no status: nothing to translate).
 */
export const noticeTextFields = ['title', 'content', 'description'] as const;
export const faqTextFields = ['question', 'answer'] as const;
export const csrTextFields = ['title', 'excerpt', 'content', 'description'] as const;
