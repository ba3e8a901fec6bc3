/**
 * The dashboard's translation coverage: per content kind and language, how many items (outside the
 * trash, drafts included: they are translated before they go out) read fully current.
 */
import type { Db } from '#db/client.ts';
import { coverage, type TranslationCoverage } from '#domain/content/translation-status.ts';
import { contentResources, type ContentResourceName } from './resources.ts';

export type ContentCoverage = Record<ContentResourceName, TranslationCoverage>;

export async function loadTranslationCoverage(db: Db): Promise<ContentCoverage> {
  const kinds = Object.keys(contentResources) as ContentResourceName[];
  const perKind = await Promise.all(
    kinds.map(async (kind) => {
      const resource = contentResources[kind] as unknown as (typeof contentResources)['notices'];
      const rows = await resource.list(db);
      return [kind, coverage(rows.map((row) => resource.toApi(row).translationStatus))] as const;
    }),
  );
  return Object.fromEntries(perKind) as ContentCoverage;
}
