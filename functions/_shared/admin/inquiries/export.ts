/**
 * The inquiries as a spreadsheet the firm can open: headers and values in the administrator's
 * language (labels, not codes: "진행 중", "법인 설립·라이선스"), times in their time zone with the
 * offset written out, UTF-8 with a BOM, formula cells neutralized (csv.ts).
 */
import { sourceOf, type AdminInquiryRow } from '#db/repositories/inquiries/desk.ts';
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

/** The export's header row, in the reader's language. */
export function inquiryHeader(reader: ExportReader): string[] {
  const f = dictionaries[reader.locale].inquiries.fields;
  return [f.reference, f.receivedAt, f.status, f.name, f.company, f.email, f.phone, f.service, f.budget, f.message, f.language, f.source];
}

/** One inquiry's record: labels in the reader's language, the time in their zone. */
export function inquiryRecord(row: AdminInquiryRow, reader: ExportReader): CsvValue[] {
  const s = dictionaries[reader.locale].inquiries;
  const label = (labels: Readonly<Record<string, string>>, key: string | null) => (key === null ? '' : labels[key] ?? key);
  return [
    row.public_ref, zonedTime(row.created_at, reader.timeZone ?? FIRM_TIME_ZONE), label(s.statuses, row.status), row.name, row.company, row.email, row.phone,
    label(s.services, row.service), label(s.budgets, row.budget), row.message, row.locale ? localeInfo(row.locale).name : '',
    sourceSummary(sourceOf(row), s.sourceParts) ?? '',
  ];
}

/** The inquiries as a CSV document (see csv.ts), one record per inquiry in the order given, within `maxBytes`. */
export function inquiriesCsv(rows: readonly AdminInquiryRow[], reader: ExportReader, maxBytes = EXPORT_MAX_BYTES): CsvDocument {
  return toCsvWithin(inquiryHeader(reader), rows.map((row) => inquiryRecord(row, reader)), maxBytes);
}

/** `inquiries-YYYY-MM-DD.csv`, dated in the reader's time zone, where the admin exports from. */
export function exportFileName(now: Date, timeZone: string | null = null): string {
  return `inquiries-${calendarDay(now, timeZone ?? FIRM_TIME_ZONE)}.csv`;
}
