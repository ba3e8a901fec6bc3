/**
 * The firm's pictures and people as the admin edits them: read with their defaults,
 * checked by the one schema (src/domain/site-settings/people.ts) and against the uploads that exist,
 * stored with If-Match beside the contact channels, audited, and published by a rebuild.
 */
import type { Db } from '#db/client.ts';
import { readSiteSetting } from '#db/repositories/site-settings.ts';
import { existingUploadIds } from '#db/repositories/uploads.ts';
import type { AllowedVersions } from '#db/repositories/versioned.ts';
import { PEOPLE_LIMITS, peopleOr, validatePeople, type PeopleErrorKey, type PeopleSettings } from '#domain/site-settings/people.ts';
import { uploadIdOf } from '#domain/uploads.ts';
import { t, type ServerMessages } from '../messages/index.ts';
import { publishSetting, type Actor } from './publish-setting.ts';

export type SavePeopleResult = { ok: true; people: PeopleSettings; version: number } | { ok: false; fields: Record<string, string> } | { ok: false; stale: true };

export async function loadPeople(db: Db): Promise<{ people: PeopleSettings; version: number }> {
  const stored = await readSiteSetting(db, 'people');
  return { people: peopleOr(stored.value), version: stored.version };
}

export async function savePeople(db: Db, actor: Actor, input: unknown, versions: AllowedVersions): Promise<SavePeopleResult> {
  const checked = validatePeople(input);
  if (!checked.ok) return { ok: false, fields: messagesFor(checked.errors) };
  const missing = await missingPictures(db, checked.value);
  if (Object.keys(missing).length > 0) return { ok: false, fields: messagesFor(missing) };
  const version = await publishSetting(db, actor, 'people', checked.value, versions, '사진과 사람들 변경');
  return version === undefined ? { ok: false, stale: true } : { ok: true, people: checked.value, version };
}

/** Pictures whose upload is not (or no longer) stored, by their field's path: the page could not show them. */
async function missingPictures(db: Db, people: PeopleSettings): Promise<Record<string, PeopleErrorKey>> {
  const named: [string, string][] = [
    ['ceoPortrait', people.ceoPortrait],
    ...people.team.map((member, i): [string, string] => [`team.${i}.photo`, member.photo]),
    ...Object.entries(people.caseStudies).map(([key, url]): [string, string] => [`caseStudies.${key}`, url]),
    ...people.offices.map((url, i): [string, string] => [`offices.${i}`, url]),
  ];
  const ids = named.map(([, url]) => uploadIdOf(url)).filter((id): id is string => id !== undefined);
  const stored = await existingUploadIds(db, ids);
  const errors: Record<string, PeopleErrorKey> = {};
  for (const [path, url] of named) {
    const id = uploadIdOf(url);
    if (id && !stored.has(id)) errors[path] = 'image';
  }
  return errors;
}

type PeopleLabel = keyof ServerMessages['peopleFields'];

/** Which label names a field's path (`team.0.name.en` -> the team member's name). */
function labelKey(path: string): PeopleLabel {
  const [group, , field] = path.split('.');
  if (group === 'team' && field) return field === 'photo' ? 'teamPhoto' : field === 'name' ? 'teamName' : field === 'role' ? 'teamRole' : 'teamLanguages';
  if (group === 'caseStudies') return 'caseStudy';
  if (group === 'offices') return path === 'offices' ? 'offices' : 'officePhoto';
  return group === 'ceoPortrait' ? 'ceoPortrait' : 'team';
}

function messagesFor(errors: Record<string, PeopleErrorKey>): Record<string, string> {
  const m = t();
  const fields: Record<string, string> = {};
  for (const [path, key] of Object.entries(errors)) {
    const parts = path.split('.');
    // The locale of a name or role is in the path: the form shows the message under that language's box.
    const label = m.peopleFields[labelKey(path)];
    const textLimit = PEOPLE_LIMITS[parts[2] === 'role' ? 'role' : 'name'];
    const listLimit = PEOPLE_LIMITS[parts[0] === 'offices' ? 'offices' : 'team'];
    fields[path] =
      key === 'required' ? m.enter(label) : key === 'tooLong' ? m.atMost(label, textLimit) : key === 'tooMany' ? m.tooMany(label, listLimit) : key === 'image' ? m.pictureNotUploaded : key === 'language' ? m.languageUnknown : m.badCharacter;
  }
  return fields;
}
