import type { CsrPost, Editor, Faq, Notice } from '#domain/content/api.ts';
import { DEFAULT_NOTICE_CATEGORY, csrTextFields, faqTextFields, noticeTextFields } from '#domain/content/fields.ts';

import type { ConfirmedTranslations } from '#domain/content/translation-status.ts';
import { isBlank, toLocalizedTexts, toTranslations, type FormLocale, type LocalizedTexts } from './translations.ts';

// The API's shapes and the text fields are the domain's; the tabs take them from here with the forms.
export type { CsrPost, Editor, Faq, Notice };
export { csrTextFields, faqTextFields, noticeTextFields };

type NoticeText = (typeof noticeTextFields)[number];
type FaqText = (typeof faqTextFields)[number];
type CsrText = (typeof csrTextFields)[number];

export interface NoticeForm {
  texts: LocalizedTexts<NoticeText>;
  /** Stale translations the editor checked and keeps: the save marks them current. */
  confirmed: ConfirmedTranslations<NoticeText>;
  author: string;
  category: string;
  isImportant: boolean;
  isPinned: boolean;
  isPublished: boolean;
  /** The link preview's picture ('' for the default). */
  socialImage: string;
}
export interface FaqForm {
  texts: LocalizedTexts<FaqText>;
  /** Stale translations the editor checked and keeps: the save marks them current. */
  confirmed: ConfirmedTranslations<FaqText>;
  category: string;
  /** As typed: the API turns anything non-numeric into 0. */
  order: string;
  isPublished: boolean;
}
export interface CsrForm {
  texts: LocalizedTexts<CsrText>;
  /** Stale translations the editor checked and keeps: the save marks them current. */
  confirmed: ConfirmedTranslations<CsrText>;
  category: string;
  featuredImage: string;
  /** The link preview's picture ('' for the featured image, else the default). */
  socialImage: string;
  isPublished: boolean;
  /** `datetime-local` value in the firm's time zone ('' for none: the write dates it when first published). */
  publishedAt: string;
}

/** An optional text as the API takes it: trimmed, null when blank (the page's default). */
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** A new notice (author: the signed-in admin; published and not pinned, what an editor most often wants) or an existing one. */
export function noticeForm(notice: Notice | null, username: string): NoticeForm {
  return {
    texts: toLocalizedTexts(noticeTextFields, notice ?? {}, notice?.translations),
    confirmed: {},
    author: notice?.author ?? username,
    category: notice?.category ?? DEFAULT_NOTICE_CATEGORY,
    isImportant: notice?.isImportant ?? false,
    isPinned: notice?.isPinned ?? false,
    isPublished: notice?.isPublished ?? true,
    socialImage: notice?.socialImage ?? '',
  };
}

export function noticeInput(form: NoticeForm) {
  return {
    title: form.texts.ko.title.trim(),
    content: form.texts.ko.content,
    author: form.author.trim(),
    category: form.category,
    isImportant: form.isImportant,
    isPinned: form.isPinned,
    isPublished: form.isPublished,
    description: orNull(form.texts.ko.description),
    socialImage: orNull(form.socialImage),
    translations: toTranslations(noticeTextFields, form.texts),
    confirmTranslations: form.confirmed,
  };
}

export function faqForm(faq: Faq | null, firstCategory: string): FaqForm {
  return {
    texts: toLocalizedTexts(faqTextFields, faq ?? {}, faq?.translations),
    confirmed: {},
    category: faq?.category ?? firstCategory,
    order: String(faq?.order ?? 0),
    isPublished: faq?.isPublished ?? true,
  };
}

export function faqInput(form: FaqForm) {
  return {
    question: form.texts.ko.question.trim(),
    answer: form.texts.ko.answer,
    category: form.category,
    order: form.order.trim(),
    isPublished: form.isPublished,
    translations: toTranslations(faqTextFields, form.texts),
    confirmTranslations: form.confirmed,
  };
}

/** A new CSR post is published by default in the form (what an editor most often wants), unlike in storage. */
export function csrForm(post: CsrPost | null, firstCategory: string): CsrForm {
  return {
    texts: toLocalizedTexts(csrTextFields, post ?? {}, post?.translations),
    confirmed: {},
    category: post?.category ?? firstCategory,
    featuredImage: post?.featuredImage ?? '',
    socialImage: post?.socialImage ?? '',
    isPublished: post?.isPublished ?? true,
    publishedAt: post?.publishedAt ? toFirmLocal(post.publishedAt) : '',
  };
}

export function csrInput(form: CsrForm) {
  const excerpt = form.texts.ko.excerpt.trim();
  const image = form.featuredImage.trim();
  return {
    title: form.texts.ko.title.trim(),
    content: form.texts.ko.content,
    excerpt: excerpt === '' ? null : excerpt,
    category: form.category,
    featuredImage: image === '' ? null : image,
    description: orNull(form.texts.ko.description),
    socialImage: orNull(form.socialImage),
    isPublished: form.isPublished,
    publishedAt: form.publishedAt ? fromFirmLocal(form.publishedAt) : null,
    translations: toTranslations(csrTextFields, form.texts),
    confirmTranslations: form.confirmed,
  };
}

/**
 * The admin reads and writes times in the firm's time zone, Jakarta (WIB, UTC+7 all year: no daylight
 * saving), whatever the browser's own. `datetime-local` values are that wall-clock time.
 */
const FIRM_OFFSET = '+07:00';
const FIRM_OFFSET_MS = 7 * 3600_000;

/** '2024-03-01T09:00' (Jakarta) for an instant; '' for a value that is not a date. */
export function toFirmLocal(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : new Date(time + FIRM_OFFSET_MS).toISOString().slice(0, 16);
}

/** The instant of a Jakarta wall-clock time from a `datetime-local` input, as the API takes it. */
export function fromFirmLocal(local: string): string {
  return `${local.length === 16 ? `${local}:00` : local}${FIRM_OFFSET}`;
}

/** Field errors keyed like the API's: 'title', 'translations.en.title', 'featuredImage'. */
export type FieldErrors = Readonly<Record<string, string>>;

/** The Korean original's required fields (the others are optional; the API checks again). */
export function requireKorean<F extends string>(texts: LocalizedTexts<F>, required: readonly F[], message: string): Record<string, string> {
  return Object.fromEntries(required.filter((f) => isBlank(texts.ko[f])).map((f) => [f, message]));
}

/** The error key of a text field in a language: top level for Korean, under translations otherwise. */
export function textErrorKey(locale: FormLocale, field: string): string {
  return locale === 'ko' ? field : `translations.${locale}.${field}`;
}

/** The language tab that holds an error key (another field shows on the Korean tab). */
export function errorLocale(key: string): FormLocale {
  const match = /^translations\.(en|id|zh|ja)\b/.exec(key);
  return (match?.[1] as FormLocale | undefined) ?? 'ko';
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
const blockTag = /<\/?(p|div|br|li|ul|ol|h[1-6]|blockquote|pre|table|tr|td|th|hr|img|iframe|figure)\b[^>]*>/gi;

/** The text of rich HTML: block tags separate words, inline tags (<strong>) do not. */
export function htmlText(html: string): string {
  return html
    .replace(blockTag, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A row's preview: the text of rich HTML, cut to `length` characters with an ellipsis. */
export function textPreview(html: string | null, length = 100): string {
  const chars = [...htmlText(html ?? '')];
  return chars.length > length ? `${chars.slice(0, length).join('').trimEnd()}…` : chars.join('');
}

/**
 * The content lists' search: every word of the query appears somewhere in the item's texts (HTML
 * read as its text), ignoring case and width (NFKC), so 'bpjs' finds 'BPJS' and '２０２５' finds '2025'.
 */
export function matchesQuery(query: string, texts: readonly (string | null | undefined)[]): boolean {
  const fold = (text: string) => text.normalize('NFKC').toLocaleLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(texts.map((text) => (text && text.includes('<') ? htmlText(text) : text ?? '')).join('\n'));
  return words.every((word) => haystack.includes(word));
}

