/**
 * A content page as the functions use it (the inquiry's texts in its messages, retry page and
 * e-mails): each locale as the site shows it, by the build's own rule (shownPageContent over the
 * first-run texts), so a text the firm published reads the same on the page and in what the server
 * answers.
 */
import type { Db } from '#db/client.ts';
import { readStoredPage } from '#db/repositories/site-pages.ts';
import { pageSeeds } from '#data/pages/seeds.ts';
import { shownPageContent } from '#domain/pages/content.ts';
import { pageSchemas, type PageContent, type PageKey } from '#domain/pages/registry.ts';
import { localeCodes, type Locale } from '#i18n/locales.ts';

export type PageInEveryLocale<K extends PageKey> = Record<Locale, PageContent<K>>;

export async function loadSitePage<K extends PageKey>(db: Db, key: K): Promise<PageInEveryLocale<K>> {
  const rows = await readStoredPage(db, key);
  const schema = pageSchemas[key];
  const seeds = pageSeeds[key] as PageInEveryLocale<K>;
  const ko = shownPageContent(schema, rows.get('ko')?.content, seeds.ko) as PageContent<K>;
  return Object.fromEntries(
    localeCodes.map((locale) => [locale, locale === 'ko' ? ko : shownPageContent(schema, rows.get(locale)?.content, seeds[locale], ko)]),
  ) as PageInEveryLocale<K>;
}
