/**
 * POST /api/contact: from the raw request to a stored inquiry (201 after the commit) or a precise
 * refusal. A browser's form post without JavaScript gets 303 See Other to the translated thanks or
 * error page instead of JSON. Bad input never reaches the database and never causes a 5xx.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '#db/client.ts';
import { getDb } from '#db/client.ts';
import { inquiryMessages, validateInquiry } from '#domain/inquiry/schema.ts';
import { inquirySeed } from '#data/pages/inquiry/index.ts';
import type { InquiryContent } from '#domain/pages/inquiry.ts';
import { CONSENT_VERSION } from '#domain/inquiry/options.ts';
import { readInquirySource } from '#domain/inquiry/source.ts';
import { defaultLocale, isLocale, type Locale } from '#i18n/locales.ts';
import { localizePath, splitLocale } from '#i18n/routes.ts';
import { errorResponse, guarded, json } from '../http.ts';
import { fromOwnSite } from '../request-origin.ts';
import { readLimitedBody } from '../request-body.ts';
import { loadSitePage } from '../site-pages.ts';
import { bodyKind, MAX_BODY_BYTES, parseBody } from './body.ts';
import { formSigningSecret, smtpSettings } from './config.ts';
import { botSignal } from './bot-signals.ts';
import { deliverNewNotifications, notificationKinds } from './notifications.ts';
import { rateLimitPlan } from './rate-limit.ts';
import { retryPage } from './retry-page.ts';
import { seeOther } from './static-page.ts';
import { writeInquiry } from './writer.ts';

export interface SubmitContext {
  /** The client address the platform reports (never a request header). */
  ip?: string;
  waitUntil?: (promise: Promise<unknown>) => void;
  /** The site's configured address (site-address.ts), where the form-again page is fetched from. */
  site?: string | undefined;
}

export interface SubmitOptions {
  now?: () => number;
  db?: () => Db;
  log?: (line: string) => void;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const REASONS: Record<number, string> = {
  400: 'Bad Request', 403: 'Forbidden', 413: 'Payload Too Large', 415: 'Unsupported Media Type',
  429: 'Too Many Requests', 500: 'Failed to submit contact form', 503: 'Service Unavailable',
};

/** The locale of the page that posted, from its Referer (same site only), for a redirect before the body is read. */
function refererLocale(req: Request): Locale {
  try {
    const referer = new URL(req.headers.get('referer') ?? '');
    return referer.host === new URL(req.url).host ? splitLocale(referer.pathname).locale : defaultLocale;
  } catch {
    return defaultLocale;
  }
}

/**
 * The form's texts in the visitor's language as the site shows them, to word a refusal as the form
 * would; the first-run texts when the database cannot be read, so a refusal never becomes a 500.
 */
async function inquiryTexts(options: SubmitOptions, locale: Locale, log: (line: string) => void): Promise<InquiryContent> {
  try {
    return (await loadSitePage((options.db ?? getDb)(), 'inquiry'))[locale];
  } catch (error) {
    log(`[contact] the inquiry texts could not be read, answering with the first-run ones: ${(error as Error).message}`);
    return inquirySeed[locale];
  }
}

function prefersJson(accept: string | null): boolean {
  return accept !== null && /\bapplication\/json\b/i.test(accept) && !/\btext\/html\b/i.test(accept);
}

export async function submitInquiry(req: Request, context: SubmitContext, options: SubmitOptions = {}): Promise<Response> {
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.error(line));
  const kind = bodyKind(req.headers.get('content-type'));
  const asForm = kind === 'form' && !prefersJson(req.headers.get('accept'));
  let locale = refererLocale(req);

  const fail = (status: number, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    asForm ? seeOther(localizePath(locale, '/contact/error')) : errorResponse(status, REASONS[status] ?? 'Error', extra, headers);
  // The JSON answer names the submission (its uuid) and the reference the visitor quotes; the
  // form post without JavaScript lands on the thanks page that shows the reference.
  const created = (id: string, reference: string) =>
    asForm ? seeOther(`/api/contact/thanks?${new URLSearchParams({ reference, lang: locale })}`) : json({ id, reference }, { status: 201 });

  const secret = formSigningSecret();
  if (!secret) {
    log('[contact] FORM_SIGNING_SECRET is missing or shorter than 32 characters: inquiries are refused (503) until it is set');
    return fail(503, {}, { 'Retry-After': '300' });
  }
  if (!kind) return errorResponse(415, REASONS[415] ?? '', {}, { 'Accept-Post': 'application/json, application/x-www-form-urlencoded' });
  if (!fromOwnSite(req)) return fail(403);

  const read = await readLimitedBody(req, MAX_BODY_BYTES);
  if (!read.ok) return fail(read.status);
  const parsed = parseBody(kind, read.bytes);
  if (!parsed.ok) {
    const message = (await inquiryTexts(options, locale, log)).form.errors.invalidChars;
    if (parsed.unstorable) return fail(400, { error: 'Validation failed', fields: Object.fromEntries(parsed.unstorable.map((name) => [name, message])) });
    return fail(400, parsed.error ? { error: parsed.error } : {});
  }
  const data = parsed.data;
  if (isLocale(data['locale'])) locale = data['locale'];

  const result = validateInquiry(data);
  if (!result.ok) {
    const texts = await inquiryTexts(options, locale, log);
    const fields = inquiryMessages(locale, texts.form, result.errors);
    // Without JavaScript: the form again, filled with what they typed, each message beside its field.
    if (asForm) return retryPage(context.site, locale, texts, data, fields);
    return fail(400, { error: 'Validation failed', fields });
  }
  const submissionId = data['submissionId'];
  const reference = typeof submissionId === 'string' && UUID.test(submissionId) ? submissionId.toLowerCase() : randomUUID();

  const response = await guarded('contact', async () => {
    const db = (options.db ?? getDb)();
    const at = now();

    // A bot signal quarantines the inquiry: stored like any other, with status spam and no e-mail
    // owed (the form must not mail whatever address a bot typed); the answer is the same as a person's.
    const spam = botSignal({ data, secret, at });
    const { value } = result;
    const plan = rateLimitPlan(secret, context.ip, at);
    const stored = await writeInquiry(db, {
      reference,
      inquiry: { ...value, budget: value.budget ?? null, message: value.message ?? null },
      consent: { version: CONSENT_VERSION, locale },
      source: readInquirySource(data['source'], new URL(req.url).host),
      notify: spam ? [] : notificationKinds(smtpSettings()),
      rateLimit: plan,
      ...(spam ? { spam } : {}),
    });
    if (!stored.stored) return fail(429, {}, { 'Retry-After': String(plan.retryAfter[stored.limitedBy]) });
    if (spam && !stored.duplicate) log(`[contact] stored as spam (${spam}): ${stored.reference}`);
    if (stored.notificationIds.length > 0) {
      // After the commit and off the response path; the scheduled function retries what fails here.
      const work = deliverNewNotifications(db, stored.notificationIds, { log, site: context.site }).catch((error: unknown) =>
        log(`[contact] notification delivery failed: ${(error as Error).message}`),
      );
      if (context.waitUntil) context.waitUntil(work);
    }
    return created(stored.reference, stored.publicRef);
  });
  if (response.status >= 500 && (asForm || response.status === 500)) return fail(response.status, {}, Object.fromEntries([...response.headers].filter(([h]) => h === 'retry-after')));
  return response;
}
