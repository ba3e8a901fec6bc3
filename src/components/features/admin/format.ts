/** Dates and labels as the admin shows them (Korean format, the firm's time zone). */
const dateTime = new Intl.DateTimeFormat('ko-KR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Jakarta' });

/** "2026년 11월 22일 오후 3:20"; the raw text when it is not a date. */
export function formatKoreanDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** The label of a key from a table, or the key itself (older rows may hold a label already). */
export function labelOf(labels: Readonly<Record<string, string>>, key: string | null | undefined): string {
  if (!key) return '';
  return Object.hasOwn(labels, key) ? labels[key]! : key;
}
