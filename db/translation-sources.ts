/**
 * The fingerprint a translation keeps of its Korean source (translation_sources, migration
 * 20261126010000_translation_sources): SHA-256 of the text's UTF-8, in hex — the very value the
 * migration computed in SQL for the translations that existed then, so both agree.
 */
import { createHash } from 'node:crypto';
import { nextSources, type Fingerprint, type TranslationSources } from '#domain/content/translation-status.ts';
import type { Translations } from '#domain/content/translations.ts';

export const koreanFingerprint: Fingerprint = (text) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Sources that take every present translation as made from the Korean text beside it: for rows
 * written whole (the first-run seed), and for a revision kept before sources existed (restored with
 * the migration's default, current as of then).
 */
export function sourcesAsCurrent<F extends string>(fields: readonly F[], row: { translations?: Translations<F> | undefined } & Partial<Record<F, string | null>>): TranslationSources<F> {
  const korean = Object.fromEntries(fields.map((field) => [field, row[field] ?? null])) as Partial<Record<F, string | null>>;
  return nextSources(fields, { before: null, after: { korean, translations: row.translations ?? {} } }, koreanFingerprint);
}
