/**
 * The site settings the firm edits (table site_settings): one row per group, versioned for If-Match.
 * A group without a row is at version 1 (its defaults); the first save stores version 2.
 */
import { sql } from 'kysely';
import type { Db } from '../client.ts';
import type { SiteSettingKey } from '#domain/site-settings/keys.ts';
import { versionList, type AllowedVersions } from './versioned.ts';

export interface StoredSetting {
  /** As stored: the caller checks it against the group's schema. Undefined when the group has no row. */
  value: unknown;
  version: number;
  updatedAt: Date | null;
}

export async function readSiteSetting(db: Db, key: SiteSettingKey): Promise<StoredSetting> {
  const row = await db.selectFrom('site_settings').select(['value', 'version', 'updated_at']).where('key', '=', key).executeTakeFirst();
  return row ? { value: row.value, version: row.version, updatedAt: row.updated_at } : { value: undefined, version: 1, updatedAt: null };
}

/**
 * Stores a group's value if it is at an allowed version, in one statement: the first save inserts
 * (allowed when version 1, the defaults, is), later ones replace and raise the version. Answers the
 * new version, or undefined when the group has moved on (then nothing was written).
 */
export async function writeSiteSetting(db: Db, key: SiteSettingKey, value: unknown, change: { adminId: number; versions: AllowedVersions }): Promise<number | undefined> {
  const versions = versionList(change.versions);
  const { rows } = await sql<{ version: number }>`
    INSERT INTO site_settings (key, value, version, updated_by)
    SELECT ${key}, ${JSON.stringify(value)}::jsonb, 2, ${change.adminId}
    WHERE ${versions}::int[] IS NULL OR 1 = ANY(${versions}::int[]) OR EXISTS (SELECT 1 FROM site_settings WHERE key = ${key})
    ON CONFLICT (key) DO UPDATE SET value = excluded.value, version = site_settings.version + 1, updated_by = excluded.updated_by, updated_at = now()
    WHERE ${versions}::int[] IS NULL OR site_settings.version = ANY(${versions}::int[])
    RETURNING version
  `.execute(db);
  return rows[0]?.version;
}
