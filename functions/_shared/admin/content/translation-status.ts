/**
 * Translation status on the server: each answer carries the status of every translated field
 * (current, stale, missing), and each write stores the sources those statuses are computed from
 * (the rules: src/domain/content/translation-status.ts; the hash: db/translation-sources.ts).
 */
import { sql } from 'kysely';
import type { Db } from '#db/client.ts';
import { koreanFingerprint } from '#db/translation-sources.ts';
import { updateContentRow, type AllowedVersions, type ConditionalWrite, type ContentChanges, type ContentTable } from '#db/repositories/versioned.ts';
import { fieldStatuses, nextSources, type ConfirmedTranslations, type FieldStatuses, type TranslationSources } from '#domain/content/translation-status.ts';
import type { Translations } from '#domain/content/translations.ts';

/** A row as these rules read it: its Korean fields (columns of the same names), translations and sources. */
type TrackedRow<F extends string> = Partial<Record<F, string | null>> & { translations: Translations<F>; translation_sources: TranslationSources<F> };

const koreanOf = <F extends string>(fields: readonly F[], row: Partial<Record<F, string | null>>) =>
  Object.fromEntries(fields.map((field) => [field, row[field] ?? null])) as Partial<Record<F, string | null>>;

/** The status of each translated field of a stored row. */
export function statusesOf<F extends string>(fields: readonly F[], row: TrackedRow<F>): FieldStatuses<F> {
  return fieldStatuses(fields, { korean: koreanOf(fields, row), translations: row.translations, sources: row.translation_sources ?? {} }, koreanFingerprint);
}

/** The sources to store with a new row or an edit of `before` (null: a new row). */
export function sourcesOnSave<F extends string>(
  fields: readonly F[],
  before: Pick<TrackedRow<F>, 'translations' | 'translation_sources'> | null,
  after: Partial<Record<F, string | null>> & { translations: Translations<F> },
  confirmed: ConfirmedTranslations<F> | null | undefined,
): TranslationSources<F> {
  const previous = before && { translations: before.translations, sources: before.translation_sources };
  return nextSources(fields, { before: previous, after: { korean: koreanOf(fields, after), translations: after.translations }, confirmed: confirmed ?? undefined }, koreanFingerprint);
}

/** How often an edit made on any version (If-Match: *) tries again when another edit slipped in between its read and its write. */
const ATTEMPTS = 3;

/**
 * Updates a content row whose new sources depend on the row as it is (which translations changed):
 * reads it, computes the changes, and writes them only at the version read, so nothing written in
 * between is mistaken for the "before". If-Match: * (any version) tries again on such a race.
 */
export async function updateTracked<T extends ContentTable>(
  db: Db,
  table: T,
  id: number,
  changes: (before: { translations: Translations<string>; translation_sources: TranslationSources<string> }) => ContentChanges<T>,
  guard: { editorId: number; versions: AllowedVersions },
): Promise<ConditionalWrite<unknown>> {
  for (let attempt = 1; ; attempt++) {
    const { rows } = await sql<{ version: number; translations: Translations<string>; translation_sources: TranslationSources<string> }>`
      SELECT version, translations, translation_sources FROM ${sql.table(table)} WHERE id = ${id} AND deleted_at IS NULL`.execute(db);
    const before = rows[0];
    if (!before) return { ok: false, reason: 'missing' };
    if (guard.versions !== undefined && !guard.versions.includes(before.version)) return { ok: false, reason: 'stale' };
    const result = await updateContentRow(db, table, id, changes(before), { editorId: guard.editorId, versions: [before.version] });
    if (result.ok || result.reason === 'missing' || guard.versions !== undefined || attempt === ATTEMPTS) return result;
  }
}
