/**
 * The one validation of a consultation inquiry, shared by the form island (before sending) and
 * POST /api/contact (before storing). Issues carry message KEYS, not texts: `inquiryMessages()`
 * turns them into the visitor's language, so the island and the function say the same thing.
 */
import * as v from 'valibot';
import { localeInfo, type Locale } from '#i18n/locales.ts';
import { BUDGET_KEYS, SERVICE_KEYS, type BudgetOption, type ServiceOption } from './options.ts';

/** Longest accepted value per field (UTF-16 units, as the browser's maxlength counts). */
export const LIMITS = { name: 100, company: 100, email: 254, phone: 40, message: 5000 } as const;

/** The fields in the order the form shows them: the first invalid one receives focus. */
export const FIELD_ORDER = ['name', 'company', 'email', 'phone', 'service', 'budget', 'message', 'privacy'] as const;
export type InquiryField = (typeof FIELD_ORDER)[number];
export type ErrorKey = 'required' | 'email' | 'tooLong' | 'invalidChars' | 'phone' | 'option' | 'privacy';
export type FieldErrors = Partial<Record<InquiryField, ErrorKey>>;

/** The texts an error message is made of: every locale's form content (src/data/pages/inquiry) has them. */
export interface InquiryErrorTexts {
  errors: Record<Exclude<ErrorKey, 'required' | 'option'>, string>;
  fields: Record<Exclude<InquiryField, 'privacy' | 'email'>, { placeholder: string }>;
}

/** No control character, lone surrogate or Unicode line separator: these fields can reach an e-mail header. */
const SINGLE_LINE = /^[^\p{Cc}\p{Cs}\u2028\u2029]*$/u;
/** Free text may span lines and hold tabs; other control characters (NUL above all) are refused. */
const MULTI_LINE = /^(?:[^\p{Cc}\p{Cs}]|[\t\n\r])*$/u;
const PHONE_CHARS = /^[0-9+()\-./ ]*$/;
const MIN_PHONE_DIGITS = 6;

// Few distinct valibot actions (each one ships to the browser): `check` with a message key does most of the work.
const str = (missing: ErrorKey) => v.optional(v.string(missing), '');
const filled = v.check((value: string) => value !== '', 'required');
const fits = (max: number) => v.check((value: string) => value.length <= max, 'tooLong');
const singleLine = (key: ErrorKey) => v.check((value: string) => SINGLE_LINE.test(value), key);
const oneOf = (options: readonly string[]) => v.check((value: string) => options.includes(value), 'option');

const trim = v.transform((value: string) => value.trim());
const text = (field: keyof typeof LIMITS) => v.pipe(str('required'), trim, filled, singleLine('invalidChars'), fits(LIMITS[field]));

export const inquirySchema = v.object({
  name: text('name'),
  company: text('company'),
  email: v.pipe(
    str('email'),
    trim,
    v.check((value: string) => value !== '' && SINGLE_LINE.test(value), 'email'),
    fits(LIMITS.email),
    v.check((value: string) => v.EMAIL_REGEX.test(value), 'email'),
  ),
  phone: v.pipe(
    str('required'),
    // Full-width digits and hyphens from CJK input methods become ASCII ones.
    v.transform((value) => value.normalize('NFKC').trim()),
    filled,
    singleLine('invalidChars'),
    fits(LIMITS.phone),
    v.check((value: string) => PHONE_CHARS.test(value) && (value.match(/\d/g)?.length ?? 0) >= MIN_PHONE_DIGITS, 'phone'),
  ),
  service: v.pipe(str('required'), trim, filled, oneOf(SERVICE_KEYS), v.transform((value) => value as ServiceOption)),
  budget: v.pipe(
    str('option'),
    trim,
    v.check((value: string) => value === '' || BUDGET_KEYS.includes(value as BudgetOption), 'option'),
    v.transform((value) => (value === '' ? undefined : (value as BudgetOption))),
  ),
  message: v.pipe(
    str('invalidChars'),
    v.check((value: string) => MULTI_LINE.test(value), 'invalidChars'),
    v.transform((value) => value.replace(/\r\n?/g, '\n').trim()),
    fits(LIMITS.message),
    v.transform((value) => (value === '' ? undefined : value)),
  ),
  // A checkbox posts "true" (its value) or "on"; JSON sends true. Anything else is no consent.
  privacy: v.pipe(
    v.optional(v.unknown(), false),
    v.check((value) => value === true || value === 'true' || value === 'on', 'privacy'),
    v.transform((): true => true),
  ),
});

export type Inquiry = v.InferOutput<typeof inquirySchema>;

/**
 * The visitor's values as the firm keeps them (the table's columns, the admin API, the e-mails):
 * the schema's output, with an optional field left empty stored as null. The consent is kept apart.
 */
export type InquiryFields = { [K in Exclude<keyof Inquiry, 'privacy'>]-?: undefined extends Inquiry[K] ? Exclude<Inquiry[K], undefined> | null : Inquiry[K] };
export type ValidationResult = { ok: true; value: Inquiry } | { ok: false; errors: FieldErrors };

/** Validates any input (parsed JSON, form entries); only the first problem of each field is kept. */
export function validateInquiry(input: unknown): ValidationResult {
  const result = v.safeParse(inquirySchema, input, { abortPipeEarly: true });
  if (result.success) return { ok: true, value: result.output };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key;
    if (typeof field === 'string' && isField(field) && errors[field] === undefined) {
      errors[field] = ERROR_KEYS.includes(issue.message as ErrorKey) ? (issue.message as ErrorKey) : defaultKey(field);
    }
  }
  // The input itself was not an object: report every required field.
  if (Object.keys(errors).length === 0) for (const field of REQUIRED) errors[field] = defaultKey(field);
  return { ok: false, errors };
}

const REQUIRED: readonly InquiryField[] = ['name', 'company', 'email', 'phone', 'service', 'privacy'];
const ERROR_KEYS: readonly ErrorKey[] = ['required', 'email', 'tooLong', 'invalidChars', 'phone', 'option', 'privacy'];
const defaultKey = (field: InquiryField): ErrorKey => (field === 'email' ? 'email' : field === 'privacy' ? 'privacy' : 'required');

export function isField(value: string): value is InquiryField {
  return (FIELD_ORDER as readonly string[]).includes(value);
}

/** The text of one error in a locale: a required field or unknown option shows its placeholder, which says what to enter. */
export function errorMessage(locale: Locale, strings: InquiryErrorTexts, field: InquiryField, key: ErrorKey): string {
  switch (key) {
    case 'required':
    case 'option':
      return field === 'privacy' ? strings.errors.privacy : field === 'email' ? strings.errors.email : strings.fields[field].placeholder;
    case 'tooLong':
      return strings.errors.tooLong.replace('{max}', new Intl.NumberFormat(localeInfo(locale).dateLocale).format(field in LIMITS ? LIMITS[field as keyof typeof LIMITS] : 0));
    default:
      return strings.errors[key];
  }
}

/** Every error of a result as finished texts, keyed by field. */
export function inquiryMessages(locale: Locale, strings: InquiryErrorTexts, errors: FieldErrors): Partial<Record<InquiryField, string>> {
  const messages: Partial<Record<InquiryField, string>> = {};
  for (const field of FIELD_ORDER) {
    const key = errors[field];
    if (key) messages[field] = errorMessage(locale, strings, field, key);
  }
  return messages;
}

/** The first field with an error, in the order of the form. */
export function firstInvalidField(errors: Partial<Record<InquiryField, unknown>>): InquiryField | undefined {
  return FIELD_ORDER.find((field) => errors[field] !== undefined);
}
