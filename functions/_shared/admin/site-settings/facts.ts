/**
 * The firm's figures as the admin edits them: read with their defaults, checked by the one schema
 * (src/domain/site-settings/facts.ts), stored with If-Match, audited, and published by a rebuild
 * (every page that states a figure, and the structured data, carry them from the build).
 */
import type { Db } from '#db/client.ts';
import { FACTS_BOUNDS, validateFirmFacts, type FactsErrorKey, type FirmFacts, type FirmFactsField } from '#domain/site-settings/facts.ts';
import type { AllowedVersions } from '#db/repositories/versioned.ts';
import { t } from '../messages/index.ts';
import { publishSetting, type Actor } from './publish-setting.ts';

export type SaveResult = { ok: true; facts: FirmFacts; version: number } | { ok: false; fields: Record<string, string> } | { ok: false; stale: true };

export async function saveFirmFacts(db: Db, actor: Actor, input: unknown, versions: AllowedVersions): Promise<SaveResult> {
  const checked = validateFirmFacts(input);
  if (!checked.ok) return { ok: false, fields: messagesFor(checked.errors) };
  const version = await publishSetting(db, actor, 'facts', checked.value, versions, '회사 수치 변경');
  return version === undefined ? { ok: false, stale: true } : { ok: true, facts: checked.value, version };
}

/** Each field's problem in the administrator's language. */
export function messagesFor(errors: Partial<Record<FirmFactsField, FactsErrorKey>>): Record<string, string> {
  const m = t();
  const fields: Record<string, string> = {};
  for (const [field, key] of Object.entries(errors) as [FirmFactsField, FactsErrorKey][]) {
    const label = m.factsFields[field];
    const { min, max } = FACTS_BOUNDS[field];
    fields[field] = key === 'required' ? m.enter(label) : key === 'integer' ? m.wholeNumber(label) : m.between(label, min, max);
  }
  return fields;
}
