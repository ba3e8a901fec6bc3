/**
 * The two e-mails of an inquiry, as plain text (nothing a visitor typed can become markup):
 * - to the firm: every field, bilingual Korean/English labels, the visitor only in Reply-To;
 * - to the visitor: a confirmation in their language that echoes none of their free text (name,
 *   company, message), so the form cannot be used to send someone else a message of one's choosing.
 */
import { company, defaultContactChannels } from '#data/company.ts';
import type { ContactChannels } from '#domain/site-settings/contact.ts';
import { defaultFirmFacts } from '#data/firm.ts';
import type { FirmFacts } from '#domain/site-settings/facts.ts';
import type { InquiryContent } from '#domain/pages/inquiry.ts';
import { isLocale, localeInfo, type Locale } from '#i18n/locales.ts';
import { deskPath } from '#domain/inquiry/desk-address.ts';
import type { SmtpSettings } from './config.ts';
import { withDeskAddress } from '../mail/desk-address.ts';
import type { InquiryWithConsent } from '#db/repositories/inquiry-notifications.ts';

/** An inquiry with its consent, as the outbox reads it. */
export type InquiryRecord = InquiryWithConsent;

/** An address alone or with a display name. */
export type MailAddress = string | { name: string; address: string };

export interface MailMessage {
  from: string;
  to: string;
  replyTo?: MailAddress | MailAddress[];
  subject: string;
  text: string;
  headers?: Record<string, string>;
  /** The RFC 5322 Message-ID it goes with (recorded, so a bounce report can be matched to it); the mailer's own otherwise. */
  messageId?: string;
  cc?: string | string[];
  bcc?: string | string[];
}

function dateTime(locale: Locale, date: Date): string {
  const formatted = new Intl.DateTimeFormat(localeInfo(locale).dateLocale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Jakarta' }).format(date);
  return `${formatted} (WIB)`;
}

/** The inquiry's texts in every locale, as the site shows them (functions/_shared/site-pages.ts). */
export type InquiryTexts = Record<Locale, InquiryContent>;

function optionLabel(texts: InquiryContent, kind: 'services' | 'budgets', key: string | null): string | undefined {
  if (!key) return undefined;
  const labels = texts.form[kind] as Record<string, string>;
  return labels[key] ?? key;
}

/**
 * The firm's notice of a new inquiry. `site` is the site's configured origin (site-address.ts, never
 * the request's Host): with it the mail links to the inquiry's own page in the desk; without one it
 * goes without the link rather than with a guessed one.
 */
export function firmMessage(inquiry: InquiryRecord, settings: SmtpSettings, texts: InquiryTexts, site?: string): MailMessage {
  const ko = texts.ko.form;
  const en = texts.en.form;
  const label = (field: keyof typeof ko.fields) => `${ko.fields[field].label} / ${en.fields[field].label}`;
  const both = (kind: 'services' | 'budgets', key: string | null) =>
    key ? `${optionLabel(texts.ko, kind, key)} / ${optionLabel(texts.en, kind, key)} (${key})` : '-';
  const locale = isLocale(inquiry.locale) ? inquiry.locale : 'ko';
  const reference = inquiry.public_ref;
  const lines = [
    '웹사이트에서 새 상담 문의가 접수되었습니다. / A new consultation request arrived from the website.',
    '이 메일에 회신하면 문의자에게 전달됩니다. / Reply to this e-mail to answer the visitor.',
    '',
    `접수 번호 / Reference: ${reference}`,
    ...(site ? [`관리자 화면에서 보기 / Open in the back office: ${site}${deskPath(reference)}`] : []),
    `접수 일시 / Received: ${dateTime('ko', inquiry.created_at)}`,
    `문의 언어 / Language: ${localeInfo(locale).name} (${locale})`,
    '',
    `${label('name')}: ${inquiry.name}`,
    `${label('company')}: ${inquiry.company}`,
    `${label('email')}: ${inquiry.email}`,
    `${label('phone')}: ${inquiry.phone}`,
    `${label('service')}: ${both('services', inquiry.service)}`,
    `${label('budget')}: ${both('budgets', inquiry.budget)}`,
    '',
    `${label('message')}:`,
    inquiry.message ?? '-',
    '',
    `개인정보 수집·이용 동의 / Privacy consent: ${inquiry.consent_version ?? '-'}, ${inquiry.consented_at ? dateTime('ko', inquiry.consented_at) : '-'}`,
  ];
  return {
    from: settings.from,
    to: settings.notifyTo ?? '',
    // Staff answer the visitor by replying to this mail: the desk address beside the visitor's puts that
    // answer into the history too (a Cc would reach the desk only on "reply all"; the mail itself is
    // internal, so the address shows to no visitor until staff answer, where it is the desk's copy).
    replyTo: withDeskAddress(reference, { name: inquiry.name, address: inquiry.email }),
    subject: `[웹사이트 문의 ${reference}] ${inquiry.company} · ${optionLabel(texts.ko, 'services', inquiry.service) ?? inquiry.service}`,
    text: lines.join('\n'),
  };
}

/**
 * The visitor's confirmation, signed with the firm's office line as set in the site settings (`contact`),
 * promising a reply within the firm's response hours as set there too (`facts`).
 */
export function visitorMessage(
  inquiry: InquiryRecord,
  settings: SmtpSettings,
  texts: InquiryTexts,
  contact: ContactChannels = defaultContactChannels,
  facts: Pick<FirmFacts, 'responseHours'> = defaultFirmFacts,
): MailMessage {
  const locale = isLocale(inquiry.locale) ? inquiry.locale : 'ko';
  const { mail, form } = texts[locale];
  const hours = String(facts.responseHours);
  const reference = inquiry.public_ref;
  const budget = optionLabel(texts[locale], 'budgets', inquiry.budget);
  const lines = [
    mail.greeting,
    '',
    mail.intro,
    '',
    `${mail.reference}: ${reference}`,
    `${mail.received}: ${dateTime(locale, inquiry.created_at)}`,
    `${form.fields.service.label}: ${optionLabel(texts[locale], 'services', inquiry.service) ?? '-'}`,
    ...(budget ? [`${form.fields.budget.label}: ${budget}`] : []),
    '',
    mail.response.replace('{hours}', hours),
    '',
    mail.withdraw,
    mail.notYou,
    '',
    mail.signature,
    company.legalName,
    `${contact.officePhone} · ${company.email}`,
  ];
  return {
    from: settings.from,
    to: inquiry.email,
    // A visitor's answer to the confirmation goes to the firm and, through the desk address, into the
    // inquiry's history (see withDeskAddress for why the reply path and not a Cc).
    replyTo: withDeskAddress(reference, company.email),
    subject: mail.subject.replace('{reference}', reference),
    text: lines.join('\n'),
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}
