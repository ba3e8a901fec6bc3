/**
 * What a fresh install still shows of its first-run seed, for the "before launch" panel: the sample
 * notices, FAQs and CSR stories, the firm facts still at their first-run values, and the picture slots
 * still showing the site's default art. The server reads the rows and settings; the rules that say
 * what is left are here, shared with the admin app.
 */
import type { FirmFacts, FirmFactsField } from './site-settings/facts.ts';
import { CASE_STUDY_KEYS, type CaseStudyKey, type PeopleSettings } from './site-settings/people.ts';

export const SAMPLE_KINDS = ['notices', 'faqs', 'csr-posts'] as const;
export type SampleKind = (typeof SAMPLE_KINDS)[number];

/**
 * One item the seed wrote. `edited`: someone changed it since (a revision was kept), so it is the
 * firm's own now: still named as from the seed, but never moved to the trash by the one action.
 */
export interface SampleItem {
  id: number;
  label: string;
  edited: boolean;
}

/** A picture slot that shows the default art (or a member's initials) until the firm uploads its own. */
export type PlaceholderPicture = { slot: 'ceoPortrait' } | { slot: 'caseStudy'; key: CaseStudyKey } | { slot: 'offices' } | { slot: 'teamPhoto'; name: string };

export interface LaunchReadiness {
  samples: Record<SampleKind, SampleItem[]>;
  /** The facts whose value is still the first-run one, in the form's order. */
  factsAtSeed: FirmFactsField[];
  pictures: PlaceholderPicture[];
}

/** The answer of the one action: how many of each kind went to the trash. */
export type SamplesMoved = Record<SampleKind, number>;

/** The facts still equal to the first-run values (the form's field order). */
export function factsAtSeed(facts: FirmFacts, seed: FirmFacts): FirmFactsField[] {
  return (Object.keys(seed) as FirmFactsField[]).filter((field) => facts[field] === seed[field]);
}

/** The picture slots still empty: the CEO portrait, each case study, the office photos, each member's photo. */
export function placeholderPictures(people: PeopleSettings): PlaceholderPicture[] {
  const left: PlaceholderPicture[] = [];
  if (people.ceoPortrait === '') left.push({ slot: 'ceoPortrait' });
  for (const key of CASE_STUDY_KEYS) if (people.caseStudies[key] === '') left.push({ slot: 'caseStudy', key });
  if (people.offices.length === 0) left.push({ slot: 'offices' });
  for (const member of people.team) if (member.photo === '') left.push({ slot: 'teamPhoto', name: member.name.ko });
  return left;
}

/** The samples the one action moves: those nobody has edited since the seed. */
export function untouchedSamples(samples: Record<SampleKind, SampleItem[]>): Record<SampleKind, SampleItem[]> {
  return Object.fromEntries(SAMPLE_KINDS.map((kind) => [kind, samples[kind].filter((item) => !item.edited)])) as Record<SampleKind, SampleItem[]>;
}

/** Whether the panel has anything left to show. */
export function hasAnythingLeft(readiness: LaunchReadiness): boolean {
  return SAMPLE_KINDS.some((kind) => readiness.samples[kind].length > 0) || readiness.factsAtSeed.length > 0 || readiness.pictures.length > 0;
}
