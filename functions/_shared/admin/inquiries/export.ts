/**
 * The inquiries as a spreadsheet the firm can open: headers and values in the administrator's
 * language (labels, not codes: "진행 중", "법인 설립·라이선스"), times in their time zone with the
 * offset written out, who has it, its follow-up day, its notes counted, its last reply and what became
 * of the latest reply mail; UTF-8
 * with a BOM, formula cells neutralized (csv.ts).
 */
import { sourceOf } from '#db/repositories/inquiries/desk.ts';
import type { ExportedInquiry } from '#db/repositories/inquiries/exports.ts';
import { adminEn } from '#data/admin/app/en.ts';
import { adminId } from '#data/admin/app/id.ts';
import { adminKo } from '#data/admin/app/ko.ts';
import type { AdminStrings } from '#data/admin/app/index.ts';
import type { AdminLocale } from '#domain/admin-access.ts';
import { calendarDay, FIRM_TIME_ZONE } from '#domain/firm-time.ts';
import { sourceSummary } from '#domain/inquiry/source.ts';
import { localeInfo } from '#i18n/locales.ts';
import { toCsvWithin, type CsvDocument, type CsvValue } from '../csv.ts';

/**
 * Largest export in bytes: Netlify answers a (buffered) function response of up to 6 MB, so the
 * document stops, at a whole record, before 5 MB.
 */
export const EXPORT_MAX_BYTES = 5 * 1024 * 1024;

const dictionaries: Record<AdminLocale, AdminStrings> = { ko: adminKo, en: adminEn, id: adminId };

/** Whose export it is: the language and the time zone (null: the firm's) of My account. */
export interface ExportReader {
  locale: AdminLocale;
  timeZone: string | null;
}

/** One formatter per zone: making one costs far more than using it, and an export formats every row. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'longOffset',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** "2026-11-20 10:04 (UTC+07:00)": the local time of the zone with its offset, so no one converts by hand. */
export function zonedTime(date: Date, timeZone: string): string {
  const parts = formatterFor(timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const offset = part('timeZoneName').replace('GMT', '') || '+00:00';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')} (UTC${offset})`;
}

type InquiryStrings = AdminStrings['inquiries'];

/**
 * The export's columns in order: each its heading in the reader's language and its cell. Header and
 * records are both read from this one list, so a new column (the reply's delivery, say) is one entry
 * here and cannot put the two out of step.
 */
const COLUMNS: readonly { heading: (s: InquiryStrings) => string; cell: (row: ExportedInquiry, s: InquiryStrings, timeZone: string) => CsvValue }[] = [
  { heading: (s) => s.fields.reference, cell: (row) => row.public_ref },
  { heading: (s) => s.fields.receivedAt, cell: (row, _, zone) => zonedTime(row.created_at, zone) },
  { heading: (s) => s.fields.status, cell: (row, s) => label(s.statuses, row.status) },
  { heading: (s) => s.fields.name, cell: (row) => row.name },
  { heading: (s) => s.fields.company, cell: (row) => row.company },
  { heading: (s) => s.fields.email, cell: (row) => row.email },
  { heading: (s) => s.fields.phone, cell: (row) => row.phone },
  { heading: (s) => s.fields.service, cell: (row, s) => label(s.services, row.service) },
  { heading: (s) => s.fields.budget, cell: (row, s) => label(s.budgets, row.budget) },
  { heading: (s) => s.fields.message, cell: (row) => row.message },
  { heading: (s) => s.fields.language, cell: (row) => (row.locale ? localeInfo(row.locale).name : '') },
  { heading: (s) => s.fields.source, cell: (row, s) => sourceSummary(sourceOf(row), s.sourceParts) ?? '' },
  // An account's name as it is now; empty when nobody has it (or the account is gone).
  { heading: (s) => s.fields.assignee, cell: (row) => row.assignee_name ?? '' },
  { heading: (s) => s.fields.followUp, cell: (row) => row.follow_up ?? '' },
  { heading: (s) => s.fields.noteCount, cell: (row) => row.note_count },
  { heading: (s) => s.fields.lastReply, cell: (row, _, zone) => (row.last_reply_at ? zonedTime(row.last_reply_at, zone) : '') },
  { heading: (s) => s.fields.replyDelivery, cell: (row, s) => label(s.handling.mail.statuses, row.last_reply_delivery) },
];

function label(labels: Readonly<Record<string, string>>, key: string | null): string {
  return key === null ? '' : labels[key] ?? key;
}

/** The export's header row, in the reader's language. */
export function inquiryHeader(reader: ExportReader): string[] {
  const s = dictionaries[reader.locale].inquiries;
  return COLUMNS.map((column) => column.heading(s));
}

/** One inquiry's record: labels in the reader's language, times in their zone. */
export function inquiryRecord(row: ExportedInquiry, reader: ExportReader): CsvValue[] {
  const s = dictionaries[reader.locale].inquiries;
  const zone = reader.timeZone ?? FIRM_TIME_ZONE;
  return COLUMNS.map((column) => column.cell(row, s, zone));
}

/** The inquiries as a CSV document (see csv.ts), one record per inquiry in the order given, within `maxBytes`. */
export function inquiriesCsv(rows: readonly ExportedInquiry[], reader: ExportReader, maxBytes = EXPORT_MAX_BYTES): CsvDocument {
  return toCsvWithin(inquiryHeader(reader), rows.map((row) => inquiryRecord(row, reader)), maxBytes);
}

/** `inquiries-YYYY-MM-DD.csv`, dated in the reader's time zone, where the admin exports from. */
export function exportFileName(now: Date, timeZone: string | null = null): string {
  return `inquiries-${calendarDay(now, timeZone ?? FIRM_TIME_ZONE)}.csv`;
}
