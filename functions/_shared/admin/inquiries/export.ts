/**
 * The inquiries as a spreadsheet the firm can open: headers and values in the administrator's
 * language (labels, not codes: "진행 중", "법인 설립·라이선스"), times in their time zone with the
 * offset written out, UTF-8 with a BOM, formula cells neutralized (csv.ts).
 */
import { sourceOf, type AdminInquiryRow } from '#db/repositories/inquiries/desk.ts';
import { adminEn } from '#data/admin/en.ts';
import { adminId } from '#data/admin/id.ts';
import { adminKo, type AdminStrings } from '#data/admin/ko.ts';
import type { AdminLocale } from '#domain/admin-access.ts';
import { calendarDay, FIRM_TIME_ZONE } from '#domain/firm-time.ts';
import { sourceSummary } from '#domain/inquiry/source.ts';
import { localeInfo } from '#i18n/locales.ts';
import { toCsvWithin, type CsvDocument } from '../csv.ts';

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

/** "2026-11-20 10:04 (UTC+07:00)": the local time of the zone with its offset, so no one converts by hand. */
export function zonedTime(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'longOffset',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const offset = part('timeZoneName').replace('GMT', '') || '+00:00';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')} (UTC${offset})`;
}

/** The inquiries as a CSV document (see csv.ts), one record per inquiry in the order given, within `maxBytes`. */
export function inquiriesCsv(rows: readonly AdminInquiryRow[], reader: ExportReader, maxBytes = EXPORT_MAX_BYTES): CsvDocument {
  const s = dictionaries[reader.locale].inquiries;
  const f = s.fields;
  const zone = reader.timeZone ?? FIRM_TIME_ZONE;
  const label = (labels: Readonly<Record<string, string>>, key: string | null) => (key === null ? '' : labels[key] ?? key);
  return toCsvWithin(
    [f.reference, f.receivedAt, f.status, f.name, f.company, f.email, f.phone, f.service, f.budget, f.message, f.language, f.source],
    rows.map((row) => [
      row.public_ref, zonedTime(row.created_at, zone), label(s.statuses, row.status), row.name, row.company, row.email, row.phone,
      label(s.services, row.service), label(s.budgets, row.budget), row.message, row.locale ? localeInfo(row.locale).name : '',
      sourceSummary(sourceOf(row), s.sourceParts) ?? '',
    ]),
    maxBytes,
  );
}

/** `inquiries-YYYY-MM-DD.csv`, dated in the reader's time zone, where the admin exports from. */
export function exportFileName(now: Date, timeZone: string | null = null): string {
  return `inquiries-${calendarDay(now, timeZone ?? FIRM_TIME_ZONE)}.csv`;
}
