/**
 * The description and card picture of a notice's or CSR story's own page, by the rules of
 * src/domain/content/seo.ts, in the language the page's text is in: a page that shows the Korean
 * original (no translation yet) describes itself in Korean, a translated one never does.
 */
import { plainText } from '#domain/content/plain-text.ts';
import { seoDescription, socialImage } from '#domain/content/seo.ts';
import type { Translations } from '#domain/content/translations.ts';
import type { LocalizedText } from '#lib/localized.ts';

export interface SeoRow {
  description?: string | null | undefined;
  social_image?: string | null | undefined;
  featured_image?: string | null | undefined;
  translations: Translations<'description'>;
}

export interface ItemSeo {
  /** '' when the item has no text at all (the page then uses its generic description). */
  description: string;
  /** A site path or absolute URL; null: the site's default card. */
  image: string | null;
}

/** `content`: the item's rich text as the page shows it; `summary`: a CSR story's excerpt as shown. */
export function itemSeo(row: SeoRow, content: LocalizedText, summary?: LocalizedText): ItemSeo {
  const lang = content.lang;
  const own = lang === 'ko' ? row.description : row.translations[lang]?.description;
  return {
    description: seoDescription({ own, summary: summary?.lang === lang ? summary.text : null, text: plainText(content.text) }),
    image: socialImage({ own: row.social_image, featured: row.featured_image }),
  };
}
