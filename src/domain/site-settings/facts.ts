/**
 * The firm's figures, the same in every language, which the firm sets itself in the admin's site
 * settings: founding year and the counts it claims (companies, visas, employees, rentals, percents,
 * the reply time). One valibot schema, read by the admin API (before storing), the settings form
 * (before sending) and the site build (what it shows; a stored value that no longer passes is
 * replaced by the defaults rather than breaking the build). Issues carry message keys; each side
 * turns them into its own language.
 *
 * What the site can count is never typed here: the years of experience follow from the founding
 * year and the build's year, the service areas from the service pages (countedFigures).
 */
import * as v from 'valibot';
import { calendarDay } from '#domain/firm-time.ts';

export type FactsErrorKey = 'required' | 'integer' | 'tooSmall' | 'tooLarge';

/** Earliest and latest accepted value per figure: a founding year the firm could have, counts a claim could make. */
export const FACTS_BOUNDS = {
  foundedYear: { min: 1900, max: 2100 },
  companiesSupported: { min: 0, max: 1_000_000 },
  visaCases: { min: 0, max: 10_000_000 },
  employees: { min: 1, max: 100_000 },
  rentalManagements: { min: 0, max: 1_000_000 },
  localExpertsPercent: { min: 0, max: 100 },
  establishmentSuccessPercent: { min: 0, max: 100 },
  responseHours: { min: 1, max: 720 },
} as const;

type FactsField = keyof typeof FACTS_BOUNDS;

/** Digits, optionally grouped by thousands with commas, dots or spaces as people type them (1,000 / 1.000 / 1 000). */
const WHOLE = /^-?(?:\d+|\d{1,3}(?:,\d{3})+|\d{1,3}(?:\.\d{3})+|\d{1,3}(?: \d{3})+)$/;

/** A whole number within its bounds; a form's text (" 1,000 ", full-width digits) is read as one, "12.5" is not. */
const figure = (field: FactsField) =>
  v.pipe(
    v.custom<number | string>((input) => typeof input === 'number' || typeof input === 'string', 'required'),
    v.transform((input: number | string) => (typeof input === 'string' ? input.normalize('NFKC').replace(/[\u00a0\u202f]/g, ' ').trim() : input)),
    v.check((input: number | string) => input !== '', 'required'),
    v.check((input: number | string) => typeof input === 'number' || WHOLE.test(input), 'integer'),
    v.transform((input: number | string) => (typeof input === 'number' ? input : Number(input.replace(/[,. ]/g, '')))),
    v.check((n: number) => Number.isSafeInteger(n), 'integer'),
    v.check((n: number) => n >= FACTS_BOUNDS[field].min, 'tooSmall'),
    v.check((n: number) => n <= FACTS_BOUNDS[field].max, 'tooLarge'),
  );

export const firmFactsSchema = v.object({
  foundedYear: figure('foundedYear'),
  companiesSupported: figure('companiesSupported'),
  visaCases: figure('visaCases'),
  employees: figure('employees'),
  rentalManagements: figure('rentalManagements'),
  localExpertsPercent: figure('localExpertsPercent'),
  establishmentSuccessPercent: figure('establishmentSuccessPercent'),
  responseHours: figure('responseHours'),
});

export type FirmFacts = v.InferOutput<typeof firmFactsSchema>;
export type FirmFactsField = keyof FirmFacts;
export const FACTS_FIELDS = Object.keys(firmFactsSchema.entries) as FirmFactsField[];

export type FactsValidation = { ok: true; value: FirmFacts } | { ok: false; errors: Partial<Record<FirmFactsField, FactsErrorKey>> };

/** Checks facts as sent (any input); only the first problem of each field is kept. */
export function validateFirmFacts(input: unknown): FactsValidation {
  const result = v.safeParse(firmFactsSchema, input, { abortPipeEarly: true });
  if (result.success) return { ok: true, value: result.output };
  const errors: Partial<Record<FirmFactsField, FactsErrorKey>> = {};
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key as FirmFactsField | undefined;
    if (field && FACTS_FIELDS.includes(field)) errors[field] ??= messageKey(issue.message);
  }
  if (Object.keys(errors).length === 0) errors.foundedYear = 'required';
  return { ok: false, errors };
}

/** A missing field fails the object's key check with valibot's own wording; it is still "required". */
function messageKey(message: string): FactsErrorKey {
  return message === 'integer' || message === 'tooSmall' || message === 'tooLarge' ? message : 'required';
}

/** What the site shows: the stored facts when they are valid, else the defaults. */
export function firmFactsOr(stored: unknown, defaults: FirmFacts): FirmFacts {
  const result = validateFirmFacts(stored);
  return result.ok ? result.value : defaults;
}

/** The facts with what the site counts itself: years since the founding, and the service areas. */
export interface FirmFigures extends FirmFacts {
  yearsOfExperience: number;
  serviceAreas: number;
}

/**
 * The figures as of `at` (the build's moment): the years of experience are the firm's current
 * calendar year (Jakarta) less the founding year, never below zero.
 */
export function countedFigures(facts: FirmFacts, counts: { at: Date; serviceAreas: number }): FirmFigures {
  const year = Number(calendarDay(counts.at).slice(0, 4));
  return { ...facts, yearsOfExperience: Math.max(0, year - facts.foundedYear), serviceAreas: counts.serviceAreas };
}

/** The facts' pending draft as the admin API answers it. */
export interface FactsDraftInfo {
  facts: FirmFacts;
  /** The facts' version the draft was made on. */
  baseVersion: number;
  savedAt: string;
  savedBy: string | null;
}

/** The published facts as the admin API answers them, with their pending draft (null for none); the version is the ETag. */
export interface FactsDocument {
  facts: FirmFacts;
  version: number;
  draft: FactsDraftInfo | null;
}
