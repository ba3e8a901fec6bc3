/**
 * The signs that a submission came from a bot, not a person. A submission that shows one is stored
 * all the same, quarantined as spam with the first sign as its reason (a person may be wrong about a
 * bot, a bot check may be wrong about a person): nothing that passed validation is thrown away.
 * Adding a signal is one more line in SIGNALS.
 */
import type { SpamReason } from '#domain/inquiry/status.ts';
import { assessTiming, readFormToken } from './form-token.ts';

export interface Submission {
  /** The submitted fields as parsed (before validation's transforms). */
  data: Record<string, unknown>;
  /** The key of the signed form tokens. */
  secret: string;
  /** When it arrived (ms). */
  at: number;
}

const filled = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';

const SIGNALS: ReadonlyArray<readonly [Exclude<SpamReason, 'manual'>, (submission: Submission) => boolean]> = [
  // A field people never see (visually hidden, skipped by assistive technology) that form fillers fill.
  ['honeypot', (s) => filled(s.data['homepage'])],
  // Sent sooner after the visitor's first touch of the form than a person could type it (form-token.ts).
  // A form the browser's autofill filled in is not timed: a person picks the entry, ticks the consent
  // box and sends within a second or two. A bot that says "autofilled" escapes this check as one that
  // leaves the token out always did; it only ever caught scripts that run the page as it is, and
  // those type (Playwright's fill, synthetic InputEvents) or set values without any event.
  ['too-fast', (s) => s.data['autofilled'] !== true && assessTiming(readFormToken(s.secret, s.data['formToken']), s.at) === 'too-fast'],
];

/** The first bot signal the submission shows, or undefined for one that looks like a person's. */
export function botSignal(submission: Submission): Exclude<SpamReason, 'manual'> | undefined {
  return SIGNALS.find(([, shows]) => shows(submission))?.[0];
}
