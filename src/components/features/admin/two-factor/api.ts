/** The second factor's calls (functions/admin-two-factor*.ts, admin-recovery-codes.ts). */
import { adminFetch } from '../api.ts';

export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
  required: boolean;
}

/** What the authenticator app scans, and the same secret as text for typing in. */
export interface Enrolment {
  secret: string;
  uri: string;
  qrCode: string;
}

/** Starts a setup; the password is needed when a second factor is already on (it replaces it). */
export const beginSetup = (currentPassword?: string) => adminFetch<Enrolment>('POST', '/api/admin/two-factor/setup', currentPassword === undefined ? {} : { currentPassword });

/** Confirms the setup with a code from the app: answers the ten recovery codes, shown once. */
export const confirmSetup = async (code: string) => (await adminFetch<{ recoveryCodes: string[] }>('PUT', '/api/admin/two-factor/setup', { code })).recoveryCodes;

export const renewRecoveryCodes = async (currentPassword: string) =>
  (await adminFetch<{ recoveryCodes: string[] }>('POST', '/api/admin/two-factor/recovery-codes', { currentPassword })).recoveryCodes;

export const turnOffTwoFactor = (currentPassword: string) => adminFetch<unknown>('DELETE', '/api/admin/two-factor', { currentPassword });

/** "abcd efgh ijkl …" in fours, easier to type from the screen into an app. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The text file of recovery codes: where they are for, then one per line. */
export function recoveryCodesFile(codes: readonly string[], title: string, site: string): string {
  return [`${title} — ${site}`, '', ...codes, ''].join('\n');
}
