import type { AdminLocale } from '#domain/admin-access.ts';
import { FIRM_TIME_ZONE } from '#domain/firm-time.ts';

/** GET /api/admin/preferences: what My account's details form starts from. */
export interface Preferences {
  email: string | null;
  locale: AdminLocale;
  /** IANA zone; null: the firm's (Asia/Jakarta). */
  timeZone: string | null;
}

/** The zones to choose from: the ones this browser knows, the firm's and Seoul's first. */
export function timeZones(): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const first = [FIRM_TIME_ZONE, 'Asia/Seoul', 'Asia/Makassar', 'Asia/Jayapura'];
  return [...first, ...known.filter((zone) => !first.includes(zone))];
}
