/**
 * Two-factor sign-in: TOTP (RFC 6238: HMAC-SHA-1, 6 digits, 30-second steps, one step of drift either
 * way) through the `otpauth` library, and ten recovery codes. A code is accepted once: its time step
 * is claimed in the database, and a code of that step or an earlier one is refused afterwards.
 * Recovery codes are 50 random bits each, shown once and stored as SHA-256 (enough for random
 * secrets of that size, as for the invitation tokens).
 */
import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';
import type { Db } from '#db/client.ts';
import { claimTotpStep, findTotpSecret, useRecoveryCode } from '#db/repositories/admin-two-factor.ts';

const PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** Crockford's base32: no i, l, o or u, so a code read aloud or copied by hand is not misread. */
const CODE_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

function totp(secret: string, label = '', issuer = ''): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/** A new random secret (160 bits, as RFC 4226 recommends), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What an authenticator app scans: the otpauth:// URI, and it drawn as a QR code (an SVG data URI). */
export function totpEnrolment(secret: string, username: string, issuer: string): { uri: string; qrCode: string } {
  const uri = totp(secret, username, issuer).toString();
  const svg = renderSVG(uri, { border: 2 });
  return { uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** The 30-second step the six-digit code belongs to (now or one step either side), or undefined. */
export function totpStep(secret: string, code: string, now = Date.now()): number | undefined {
  const token = code.replace(/\s/g, '');
  if (!/^[0-9]{6}$/.test(token)) return undefined;
  const delta = totp(secret).validate({ token, timestamp: now, window: 1 });
  return delta === null ? undefined : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** The code of a step, for tests and the command line. */
export function totpCode(secret: string, now = Date.now()): string {
  return totp(secret).generate({ timestamp: now });
}

/** Ten new recovery codes ("xxxxx-xxxxx") and what is stored for them. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(randomBytes(10), (byte) => CODE_ALPHABET[byte % 32]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  return { codes, hashes: codes.map(recoveryCodeHash) };
}

/** The stored form of a recovery code as typed: case, spaces and dashes ignored, o read as 0 and i, l as 1. */
export function recoveryCodeHash(code: string): string {
  const normal = code.toLowerCase().replace(/[\s-]/g, '').replace(/o/g, '0').replace(/[il]/g, '1');
  return createHash('sha256').update(normal).digest('hex');
}

export type SecondFactorCheck = { ok: true; via: 'totp' } | { ok: true; via: 'recovery'; left: number } | { ok: false };

/**
 * Checks a code typed at sign-in against the account's second factor: six digits are a TOTP code
 * (accepted once), anything else a recovery code (used up by this).
 */
export async function checkSecondFactor(db: Db, adminId: number, code: string): Promise<SecondFactorCheck> {
  const row = await findTotpSecret(db, adminId);
  if (!row?.totp_secret) return { ok: false };
  if (/^[0-9\s]+$/.test(code)) {
    const step = totpStep(row.totp_secret, code);
    return step !== undefined && (await claimTotpStep(db, adminId, step)) ? { ok: true, via: 'totp' } : { ok: false };
  }
  const left = await useRecoveryCode(db, adminId, recoveryCodeHash(code));
  return left === undefined ? { ok: false } : { ok: true, via: 'recovery', left };
}
