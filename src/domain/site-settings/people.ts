/**
 * The firm's own pictures and people, set in the admin's site settings beside the
 * contact channels: the CEO's portrait, the team (photo, name and role per locale, languages spoken),
 * a picture per home-page case study and office photos. Every picture is an upload's URL as a plain
 * string (the media library finds an upload's uses by searching for it). One valibot schema, read by
 * the admin API before storing and by the site build (a stored value that no longer passes shows the
 * defaults: no pictures, no team). Issues carry message keys and the field's path (`team.0.name.ko`).
 */
import * as v from 'valibot';
import { settingText as text } from '#domain/site-settings/text.ts';
import type { Locale } from '#i18n/locales.ts';
import { uploadIdOf, type ResponsiveImage } from '#domain/uploads.ts';

export const PEOPLE_LIMITS = { name: 80, role: 120, team: 24, offices: 8 } as const;
/** The home page's four case studies, in the order its content lists them. */
export const CASE_STUDY_KEYS = ['manufacturing', 'developers', 'food', 'office'] as const;
export type CaseStudyKey = (typeof CASE_STUDY_KEYS)[number];
/** The languages a team member can be listed as speaking: the site's five. */
export const SPOKEN_LANGUAGES = ['ko', 'en', 'id', 'zh', 'ja'] as const satisfies readonly Locale[];

export type PeopleErrorKey = 'required' | 'tooLong' | 'invalidChars' | 'image' | 'tooMany' | 'language';



/** An uploaded picture's URL, or '' for none (the page's default art). */
const picture = v.pipe(
  v.optional(v.string('image'), ''),
  v.check((value: string) => value === '' || uploadIdOf(value) !== undefined, 'image'),
);

/** Korean is required; the other four may stay empty and then show the Korean. */
const perLocale = (max: number) => v.object({ ko: text(max, true), en: text(max, false), id: text(max, false), zh: text(max, false), ja: text(max, false) }, 'required');

const teamMemberSchema = v.object(
  {
    photo: picture,
    name: perLocale(PEOPLE_LIMITS.name),
    role: perLocale(PEOPLE_LIMITS.role),
    languages: v.pipe(
      v.optional(v.array(v.picklist(SPOKEN_LANGUAGES, 'language'), 'language'), []),
      // Each once, in the order of the list above, whatever order they came in.
      v.transform((list) => SPOKEN_LANGUAGES.filter((code) => list.includes(code))),
    ),
  },
  'required',
);

export const peopleSchema = v.object({
  ceoPortrait: picture,
  team: v.pipe(v.optional(v.array(teamMemberSchema, 'required'), []), v.maxLength(PEOPLE_LIMITS.team, 'tooMany')),
  caseStudies: v.optional(v.object({ manufacturing: picture, developers: picture, food: picture, office: picture }, 'required'), {}),
  offices: v.pipe(
    v.optional(v.array(v.pipe(v.string('image'), v.check((value: string) => uploadIdOf(value) !== undefined, 'image')), 'required'), []),
    v.maxLength(PEOPLE_LIMITS.offices, 'tooMany'),
  ),
});

export type PeopleSettings = v.InferOutput<typeof peopleSchema>;
export type TeamMember = PeopleSettings['team'][number];
export type LocalizedText = TeamMember['name'];

export const defaultPeople: PeopleSettings = v.parse(peopleSchema, {});

export type PeopleValidation = { ok: true; value: PeopleSettings } | { ok: false; errors: Record<string, PeopleErrorKey> };

/** Checks settings as sent (any input): the first problem of each field, by its dotted path. */
export function validatePeople(input: unknown): PeopleValidation {
  // valibot's object takes an array too (all fields absent): it would save as "nothing set".
  if (Array.isArray(input)) return { ok: false, errors: { people: 'required' } };
  const result = v.safeParse(peopleSchema, input, { abortPipeEarly: true });
  if (result.success) return { ok: true, value: result.output };
  const errors: Record<string, PeopleErrorKey> = {};
  for (const issue of result.issues) {
    const path = issue.path?.map((item) => String(item.key)).join('.') || 'people';
    errors[path] ??= issue.message as PeopleErrorKey;
  }
  return { ok: false, errors };
}

/** What the site shows: the stored settings when they are valid, else none of the firm's own. */
export function peopleOr(stored: unknown): PeopleSettings {
  const result = validatePeople(stored ?? {});
  return result.ok ? result.value : defaultPeople;
}

/** A text in the page's language, the Korean when that one is not given. */
export function inLocale(text: LocalizedText, locale: Locale): string {
  return text[locale] || text.ko;
}

/** A team member as a page shows them: their photo when its upload is still stored. */
export interface ShownMember extends Omit<TeamMember, 'photo'> {
  photo: ResponsiveImage | undefined;
}

/** The settings as the pages show them: each picture with its sizes, or undefined for the default art. */
export interface ShownPeople {
  ceoPortrait: ResponsiveImage | undefined;
  team: ShownMember[];
  caseStudies: Record<CaseStudyKey, ResponsiveImage | undefined>;
  offices: ResponsiveImage[];
}

/** Looks every picture up (`picture` answers undefined for an upload no longer stored: the default shows). */
export function shownPeople(people: PeopleSettings, picture: (url: string) => ResponsiveImage | undefined): ShownPeople {
  const find = (url: string) => (url ? picture(url) : undefined);
  return {
    ceoPortrait: find(people.ceoPortrait),
    team: people.team.map((member) => ({ ...member, photo: find(member.photo) })),
    caseStudies: { manufacturing: find(people.caseStudies.manufacturing), developers: find(people.caseStudies.developers), food: find(people.caseStudies.food), office: find(people.caseStudies.office) },
    offices: people.offices.map(find).filter((image): image is ResponsiveImage => image !== undefined),
  };
}

/** A person's name and role in the page's language (Korean where not given), and the alt text of their photo. */
export function personIn(person: { name: LocalizedText; role: LocalizedText }, locale: Locale): { name: string; role: string; alt: string } {
  const name = inLocale(person.name, locale);
  const role = inLocale(person.role, locale);
  return { name, role, alt: `${name}, ${role}` };
}

/** The initials shown in place of a photo not yet uploaded: "Minji Kim" -> "MK", "김민지" -> "김". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  if (words.length === 1) return [...words[0]!][0]!.toUpperCase();
  return ([...words[0]!][0]! + [...words[words.length - 1]!][0]!).toUpperCase();
}
