/**
 * The contact channels the firm sets itself in the admin's site settings: office
 * and mobile phone, WhatsApp, KakaoTalk channel and the office address. One valibot schema, read by
 * the admin API (before storing), the settings form (before sending) and the site build (what it
 * shows; a stored value that no longer passes is replaced by the defaults rather than breaking the
 * build). Issues carry message keys; each side turns them into its own language.
 */
import * as v from 'valibot';
import { settingText as text } from '#domain/site-settings/text.ts';
import { telHref } from '#domain/phone.ts';

const PHONE_MAX = 40;
/** Longest accepted value per field. */
export const CONTACT_LIMITS = { officePhone: PHONE_MAX, mobilePhone: PHONE_MAX, whatsapp: PHONE_MAX, kakaoChannel: 80, street: 200, locality: 100, region: 100, postalCode: 20 } as const;

export type ContactErrorKey = 'required' | 'tooLong' | 'phone' | 'kakao' | 'invalidChars';

/** A phone number with its country code (tel: links and wa.me need it), in the spacing people type. */
const PHONE = /^\+[0-9][0-9 ().\-/]*$/;
const MIN_PHONE_DIGITS = 6;
/** A KakaoTalk channel's public id, as in pf.kakao.com/_AbCdE. */
const KAKAO_ID = /^_[A-Za-z0-9]{2,40}$/;

const phone = (required: boolean) =>
  v.pipe(
    text(PHONE_MAX, required),
    // Full-width digits from CJK input methods become ASCII ones.
    v.transform((value: string) => value.normalize('NFKC')),
    v.check((value: string) => value === '' || (PHONE.test(value) && digitsOf(value).length >= MIN_PHONE_DIGITS), 'phone'),
  );

export const contactChannelsSchema = v.object({
  officePhone: phone(true),
  mobilePhone: phone(false),
  whatsapp: phone(false),
  /** The channel's id (`_AbCdE`); its address (https://pf.kakao.com/_AbCdE) is accepted and reduced to it. */
  kakaoChannel: v.pipe(
    text(CONTACT_LIMITS.kakaoChannel, false),
    v.transform((value: string) => value.replace(/^(?:https?:\/\/)?pf\.kakao\.com\//i, '').replace(/\/(?:chat)?$/i, '')),
    v.check((value: string) => value === '' || KAKAO_ID.test(value), 'kakao'),
  ),
  street: text(CONTACT_LIMITS.street, true),
  locality: text(CONTACT_LIMITS.locality, true),
  region: text(CONTACT_LIMITS.region, false),
  postalCode: text(CONTACT_LIMITS.postalCode, false),
});

export type ContactChannels = v.InferOutput<typeof contactChannelsSchema>;
export type ContactField = keyof ContactChannels;
export const CONTACT_FIELDS = Object.keys(contactChannelsSchema.entries) as ContactField[];

export type ContactValidation = { ok: true; value: ContactChannels } | { ok: false; errors: Partial<Record<ContactField, ContactErrorKey>> };

/** Checks settings as sent (any input); only the first problem of each field is kept. */
export function validateContactChannels(input: unknown): ContactValidation {
  const result = v.safeParse(contactChannelsSchema, input, { abortPipeEarly: true });
  if (result.success) return { ok: true, value: result.output };
  const errors: Partial<Record<ContactField, ContactErrorKey>> = {};
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key as ContactField | undefined;
    if (field && CONTACT_FIELDS.includes(field)) errors[field] ??= issue.message as ContactErrorKey;
  }
  if (Object.keys(errors).length === 0) errors.officePhone = 'required';
  return { ok: false, errors };
}

/** What the site shows: the stored settings when they are valid, else the defaults. */
export function contactChannelsOr(stored: unknown, defaults: ContactChannels): ContactChannels {
  const result = validateContactChannels(stored);
  return result.ok ? result.value : defaults;
}

function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** A click-to-chat link (wa.me wants the number with its country code, digits only). */
export function whatsappHref(phone: string): string {
  return `https://wa.me/${digitsOf(phone)}`;
}

/** The channel's page, from which KakaoTalk opens a chat. */
export function kakaoHref(channel: string): string {
  return `https://pf.kakao.com/${channel}`;
}

/** A phone number as shown: its spaces made no-break, so it never wraps across lines. */
export function phoneDisplay(phone: string): string {
  return phone.replace(/ /g, '\u00a0');
}

export interface ShownPhone {
  href: string;
  display: string;
}

/** The office and (when set) mobile numbers as links show them. */
export function shownPhones(contact: ContactChannels): { office: ShownPhone; mobile: ShownPhone | undefined } {
  const shown = (phone: string): ShownPhone => ({ href: telHref(phone), display: phoneDisplay(phone) });
  return { office: shown(contact.officePhone), mobile: contact.mobilePhone ? shown(contact.mobilePhone) : undefined };
}

export interface Messenger {
  kind: 'whatsapp' | 'kakao';
  href: string;
  /** The number or channel id, as the visitor would look for it in the app. */
  display: string;
}

/** The messenger channels the firm has set, WhatsApp first; none until it sets one. */
export function messengers(contact: ContactChannels): Messenger[] {
  const list: Messenger[] = [];
  if (contact.whatsapp) list.push({ kind: 'whatsapp', href: whatsappHref(contact.whatsapp), display: phoneDisplay(contact.whatsapp) });
  if (contact.kakaoChannel) list.push({ kind: 'kakao', href: kakaoHref(contact.kakaoChannel), display: contact.kakaoChannel });
  return list;
}

/** The address's second line: "Jakarta Selatan, DKI Jakarta 12190", leaving out what is not set. */
export function cityLine(contact: ContactChannels): string {
  return [contact.locality, [contact.region, contact.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}
