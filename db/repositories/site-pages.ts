/**
 * The content pages' texts the firm edits (table site_pages), one versioned row per page and locale,
 * and every saved version of it (site_page_revisions). A page's locale without a row is at version 1,
 * its first-run texts; the first save stores version 2.
 */
import { sql } from 'kysely';
import type { Db } from '../client.ts';
import type { PageKey } from '#domain/pages/registry.ts';
import type { Locale } from '#i18n/locales.ts';
import { versionList, type AllowedVersions } from './versioned.ts';

export interface StoredPage {
  /** As stored: the caller checks it against the page's schema. */
  content: unknown;
  sources: Record<string, string>;
  version: number;
  updatedAt: Date | null;
}

export interface StoredPageRow extends StoredPage {
  key: PageKey;
  locale: Locale;
}

/** Every stored page and locale (the build reads them once; the admin's list counts from them). */
export async function listStoredPages(db: Db): Promise<StoredPageRow[]> {
  const rows = await db.selectFrom('site_pages').select(['page_key', 'locale', 'content', 'sources', 'version', 'updated_at']).execute();
  return rows.map((r) => ({ key: r.page_key, locale: r.locale, content: r.content, sources: r.sources, version: r.version, updatedAt: r.updated_at }));
}

/** A page's stored locales (the locale asked for and the Korean reference beside it). */
export async function readStoredPage(db: Db, key: PageKey): Promise<Map<Locale, StoredPage>> {
  const rows = await db.selectFrom('site_pages').select(['locale', 'content', 'sources', 'version', 'updated_at']).where('page_key', '=', key).execute();
  return new Map(rows.map((r) => [r.locale, { content: r.content, sources: r.sources, version: r.version, updatedAt: r.updated_at }]));
}

/**
 * Stores a page's locale if it is at an allowed version, and keeps the saved version as a revision,
 * in one statement: the first save inserts (allowed when version 1, the first-run texts, is), later
 * ones replace and raise the version. Answers the new version, or undefined when the page has moved on
 * (then nothing was written).
 */
export async function writeStoredPage(
  db: Db,
  page: { key: PageKey; locale: Locale; content: unknown; sources: Record<string, string> },
  change: { adminId: number; versions: AllowedVersions },
): Promise<{ version: number; updatedAt: Date } | undefined> {
  const versions = versionList(change.versions);
  const { rows } = await sql<{ version: number; updated_at: Date }>`
    WITH written AS (
      INSERT INTO site_pages (page_key, locale, content, sources, version, updated_by)
      SELECT ${page.key}, ${page.locale}, ${JSON.stringify(page.content)}::jsonb, ${JSON.stringify(page.sources)}::jsonb, 2, ${change.adminId}
      WHERE ${versions}::int[] IS NULL OR 1 = ANY(${versions}::int[])
        OR EXISTS (SELECT 1 FROM site_pages WHERE page_key = ${page.key} AND locale = ${page.locale})
      ON CONFLICT (page_key, locale) DO UPDATE SET content = excluded.content, sources = excluded.sources,
        version = site_pages.version + 1, updated_by = excluded.updated_by, updated_at = now()
      WHERE ${versions}::int[] IS NULL OR site_pages.version = ANY(${versions}::int[])
      RETURNING page_key, locale, version, content, updated_by, updated_at
    ), kept AS (
      INSERT INTO site_page_revisions (page_key, locale, version, content, saved_by, saved_at)
      SELECT page_key, locale, version, content, updated_by, updated_at FROM written
    )
    SELECT version, updated_at FROM written
  `.execute(db);
  const row = rows[0];
  return row ? { version: row.version, updatedAt: row.updated_at } : undefined;
}

export interface PageRevisionRow {
  version: number;
  savedAt: Date;
  savedBy: string | null;
}

/** A page locale's saved versions, newest first, with who saved each. */
export async function listPageRevisions(db: Db, key: PageKey, locale: Locale): Promise<PageRevisionRow[]> {
  const rows = await db
    .selectFrom('site_page_revisions as r')
    .leftJoin('admins as a', 'a.id', 'r.saved_by')
    .select(['r.version', 'r.saved_at', 'a.username'])
    .where('r.page_key', '=', key)
    .where('r.locale', '=', locale)
    .orderBy('r.version', 'desc')
    .limit(200)
    .execute();
  return rows.map((r) => ({ version: r.version, savedAt: r.saved_at, savedBy: r.username }));
}

/** One saved version's content, as stored then; undefined when there is none. */
export async function readPageRevision(db: Db, key: PageKey, locale: Locale, version: number): Promise<unknown> {
  const row = await db.selectFrom('site_page_revisions').select('content').where('page_key', '=', key).where('locale', '=', locale).where('version', '=', version).executeTakeFirst();
  return row?.content;
}
