/**
 * The firm's contact channels as the admin edits them: read with their defaults, checked by the one
 * schema (src/domain/site-settings/contact.ts), stored with If-Match, audited, and published by a
 * rebuild (the footer and the contact pages carry them from the build).
 */
import type { Db } from '#db/client.ts';
import { CONTACT_LIMITS, validateContactChannels, type ContactChannels, type ContactErrorKey, type ContactField } from '#domain/site-settings/contact.ts';
import type { AllowedVersions } from '#db/repositories/versioned.ts';
import { t } from '../messages/index.ts';
import { publishSetting, type Actor } from './publish-setting.ts';

export type SaveResult = { ok: true; contact: ContactChannels; version: number } | { ok: false; fields: Record<string, string> } | { ok: false; stale: true };

export async function saveContactChannels(db: Db, actor: Actor, input: unknown, versions: AllowedVersions): Promise<SaveResult> {
  const checked = validateContactChannels(input);
  if (!checked.ok) return { ok: false, fields: messagesFor(checked.errors) };
  const version = await publishSetting(db, actor, 'contact', checked.value, versions, '연락처 채널 변경');
  return version === undefined ? { ok: false, stale: true } : { ok: true, contact: checked.value, version };
}

/** Each field's problem in the administrator's language. */
function messagesFor(errors: Partial<Record<ContactField, ContactErrorKey>>): Record<string, string> {
  const m = t();
  const fields: Record<string, string> = {};
  for (const [field, key] of Object.entries(errors) as [ContactField, ContactErrorKey][]) {
    const label = m.fields[field];
    fields[field] = key === 'required' ? m.enter(label) : key === 'tooLong' ? m.atMost(label, CONTACT_LIMITS[field]) : key === 'phone' ? m.phoneInvalid : key === 'kakao' ? m.kakaoInvalid : m.badCharacter;
  }
  return fields;
}
