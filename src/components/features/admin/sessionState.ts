import { atom } from 'nanostores';
import type { AdminLocale, AdminRole } from '#domain/admin-access.ts';

/** The signed-in administrator, as GET /api/admin/me and POST /api/admin/login answer. */
export interface AdminIdentity {
  id: number;
  username: string;
  /** What the interface shows: the server refuses the rest anyway (403). */
  role: AdminRole;
  /** The owner requires a second factor and this account has none: only its setup is open. */
  twoFactorSetupRequired: boolean;
  /** The language the admin app speaks to this administrator, and the time zone of its dates (null: the firm's). */
  locale: AdminLocale;
  timeZone: string | null;
}

/**
 * Unknown until the check returns, then signed in (the admin) or signed out. Kept
 * apart from session.ts so api.ts can end the session on a 401 without an import cycle.
 */
export type AdminSession = 'unknown' | 'signed-out' | AdminIdentity;

export const $adminSession = atom<AdminSession>('unknown');
