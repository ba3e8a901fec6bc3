import type { Translations } from '#domain/content/translations.ts';
import { localeCodes, type Locale } from '#i18n/locales.ts';

/**
 * An uploaded image's alt text, one per public locale. Korean is the one required before the image
 * is used (inserted into content or picked as a picture): every page falls back to the Korean text,
 * so a Korean alt is what every visitor can get; the other four are added as the translations are,
 * and a page in a locale without its own alt keeps the alt its content was saved with.
 */
export type UploadAlt = Partial<Record<Locale, string>>;

/** Longest alt text per locale (characters): a sentence, not a caption. */
export const ALT_MAX = 250;

/** The locales whose alt text must be written before the image is used. */
export const requiredAltLocales: readonly Locale[] = ['ko'];

/** The stored alt text, trimmed, without empty locales or keys that are not locales (the column is free JSON). */
export function cleanAlt(value: unknown): UploadAlt {
  if (typeof value !== 'object' || value === null) return {};
  const record = value as Record<string, unknown>;
  const entries = localeCodes.map((code) => [code, typeof record[code] === 'string' ? (record[code] as string).trim() : ''] as const);
  return Object.fromEntries(entries.filter(([, text]) => text !== ''));
}

/** Whether an image may be used: every required locale has alt text. */
export function altReady(alt: UploadAlt): boolean {
  return requiredAltLocales.every((code) => (alt[code] ?? '').trim() !== '');
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const IMG_TAG = /<img\b[^>]*>/gi;
const UPLOAD_SRC = /\ssrc="[^"]*\/api\/uploads\/([0-9a-f-]{36})\.webp"/i;
const ALT_ATTRIBUTE = /\salt="[^"]*"/i;

/**
 * Rich HTML in `locale` with each library image's alt text in that locale (the library is the one
 * place alt text is kept up to date; the HTML keeps the alt it was saved with for images without
 * one in that locale, and for anything that is not an upload). `html` is the sanitizer's output,
 * whose attributes are double-quoted.
 */
export function withLibraryAlt(html: string, locale: Locale, alts: ReadonlyMap<string, UploadAlt>): string {
  if (alts.size === 0 || !html.includes('/api/uploads/')) return html;
  return html.replace(IMG_TAG, (tag) => {
    const id = UPLOAD_SRC.exec(tag)?.[1]?.toLowerCase();
    const text = id ? alts.get(id)?.[locale]?.trim() : undefined;
    if (!text) return tag;
    const alt = ` alt="${escapeAttribute(text)}"`;
    // Function replacers: alt text may hold `$&`, which a replacement string would expand.
    return ALT_ATTRIBUTE.test(tag) ? tag.replace(ALT_ATTRIBUTE, () => alt) : tag.replace(/^<img\b/i, () => `<img${alt}`);
  });
}

/**
 * A content row with `fields` (its Korean columns and their translations) carrying the library's
 * alt text of each locale; the page then shows whichever text it picks (src/lib/localized.ts), and a
 * locale falling back to the Korean text falls back to the Korean alt with it.
 */
export function rowWithLibraryAlt<Field extends string, Row extends Partial<Record<Field, string | null>> & { translations: Translations<Field> }>(
  row: Row,
  fields: readonly Field[],
  alts: ReadonlyMap<string, UploadAlt>,
): Row {
  if (alts.size === 0) return row;
  const korean = Object.fromEntries(fields.flatMap((field) => (typeof row[field] === 'string' ? [[field, withLibraryAlt(row[field], 'ko', alts)]] : [])));
  const translations = Object.fromEntries(
    Object.entries(row.translations ?? {}).map(([locale, texts]) => [
      locale,
      Object.fromEntries(Object.entries(texts ?? {}).map(([field, text]) => [field, typeof text === 'string' && (fields as readonly string[]).includes(field) ? withLibraryAlt(text, locale as Locale, alts) : text])),
    ]),
  ) as Translations<Field>;
  return { ...row, ...korean, translations };
}
