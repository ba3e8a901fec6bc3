/**
 * The inquiry's texts: the form (labels, hints, the service and budget choices, its messages), the
 * pages a post without JavaScript lands on (thanks, error) and the visitor's confirmation e-mail. The
 * build draws the form and the two pages with them; the functions word the form's errors, the retry
 * page and the e-mails with the same stored texts. `{max}`, `{hours}`, `{reference}`, `{fields}` are
 * filled where the text is used.
 */
import * as v from 'valibot';
import { BUDGET_KEYS, SERVICE_KEYS } from '#domain/inquiry/options.ts';
import { group, line, list, text } from './fields.ts';

/** One label per choice of a select, keyed as the inquiry stores the choice. */
const choiceLabels = <const K extends readonly string[]>(keys: K) =>
  group(Object.fromEntries(keys.map((key) => [key, line(100)])) as { [P in K[number]]: ReturnType<typeof line> });

const field = group({ label: line(60), placeholder: line() });

const form = group({
  label: line(100),
  requiredNote: line(),
  requiredMark: line(30),
  optionalMark: line(30),
  fields: group({ name: field, company: field, email: field, phone: field, service: field, budget: field, message: field }),
  services: choiceLabels(SERVICE_KEYS),
  budgets: choiceLabels(BUDGET_KEYS),
  privacy: group({ label: line(), text: text(600) }),
  honeypot: line(100),
  submit: line(60),
  submitting: line(60),
  errors: group({ email: line(), privacy: line(), tooLong: line(), invalidChars: line(), phone: line() }),
  toast: group({ successTitle: line(100), successText: line(), reference: line(300), failureTitle: line(100), failureText: line(), dismiss: line(60), region: line(60) }),
});

/** The head of the pages a form post without JavaScript lands on. */
const resultHead = { crumb: line(100), title: line(), description: text(300), eyebrow: line(60), heading: line() };

const thanks = group({
  ...resultHead,
  text: text(600),
  reference: line(300),
  stepsHeading: line(),
  steps: list(group({ title: line(), text: text(600) }), { max: 6 }),
  home: line(60),
  services: line(60),
});

const error = group({
  ...resultHead,
  text: text(600),
  retryHeading: line(),
  checkFields: line(300),
  retryText: text(600),
  checksHeading: line(),
  checks: list(line(300), { max: 8 }),
  backTip: text(600),
  back: line(60),
  contactHeading: line(),
  phone: line(60),
  email: line(60),
});

const mail = group({
  subject: line(),
  greeting: line(),
  intro: text(1000),
  reference: line(60),
  received: line(60),
  response: text(600),
  withdraw: text(600),
  notYou: text(600),
  signature: text(300),
});

export const inquiryPageSchema = group({ form, thanks, error, mail });

export type InquiryContent = v.InferOutput<typeof inquiryPageSchema>;
/** The strings the form island receives. */
export type InquiryFormStrings = InquiryContent['form'];
