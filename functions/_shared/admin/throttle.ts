import type { Db } from '#db/client.ts';
import { clearBucket, deleteStaleBuckets, releaseAttempt, reserveAttempt, type ThrottlePolicy } from '#db/repositories/admin-login-throttle.ts';
import { deleteSessionsEndedBefore } from '#db/repositories/admin-sessions.ts';
import { errorResponse } from '../http.ts';
import { clientKey } from '../client-address.ts';
import { t } from './messages/index.ts';

const DAY_MINUTES = 24 * 60;
/**
 * Browsers the account has never signed in from: 5 failed sign-ins of one account within 15
 * minutes lock it for them for 15 minutes, each further lock twice as long (up to a day).
 */
export const ACCOUNT_POLICY: ThrottlePolicy = { limit: 5, windowMinutes: 15, lockMinutes: 15, maxLockMinutes: DAY_MINUTES };
/** One client (an IPv4 address, or an IPv6 /64): 20 within 15 minutes, the same backoff. */
export const ADDRESS_POLICY: ThrottlePolicy = { limit: 20, windowMinutes: 15, lockMinutes: 15, maxLockMinutes: DAY_MINUTES };
/** A browser with the account's device cookie (device-cookie.ts): a throttle of its own, 5 within 15 minutes. */
export const DEVICE_POLICY: ThrottlePolicy = { limit: 5, windowMinutes: 15, lockMinutes: 15, maxLockMinutes: DAY_MINUTES };

/**
 * The account's bucket. An existing account's is keyed by its id, so every spelling of its name
 * (case, Unicode form) counts against the same bucket. A name nobody has is keyed by the name in
 * one form (NFKC, lower case), so guesses at it are throttled just the same.
 */
export function accountBucket(account: SignInAccount): string {
  if (account.id !== undefined) return `account:${account.id}`;
  return `user:${account.username.trim().normalize('NFKC').toLowerCase()}`.slice(0, 200);
}

/** Whom a sign-in names: the account when one has that name, and the name as typed. */
export interface SignInAccount {
  id?: number | undefined;
  username: string;
}

export function addressBucket(ip: string): string {
  return `ip:${clientKey(ip)}`.slice(0, 200);
}

/** A known browser's bucket, for the one account its device cookie names. */
export function deviceBucket(accountId: number, deviceId: string): string {
  return `device:${accountId}:${deviceId}`.slice(0, 200);
}

export function throttledResponse(retryAfterSeconds: number): Response {
  return errorResponse(429, t().throttled, {}, { 'Retry-After': String(retryAfterSeconds) });
}

/** Which throttles this attempt locked: the start of a burst, for the audit log. */
export type LockedThrottle = 'address' | 'account' | 'device';

export type SignInGate = { refused: Response } | { refused?: undefined; locked: LockedThrottle[] };

/**
 * Counts a sign-in attempt before any password is hashed. From a browser with the account's device
 * cookie (`deviceId`, which trustedDevice gives only for this very account): against that device's
 * own throttle only, so a stranger's guesses elsewhere never lock the owner out. From any other browser: against the client's address, then the account (an address
 * already refused does not use up the account's allowance).
 */
export async function reserveSignIn(db: Db, account: SignInAccount, ip: string, deviceId?: string): Promise<SignInGate> {
  if (deviceId && account.id !== undefined) {
    const device = await reserveAttempt(db, deviceBucket(account.id, deviceId), DEVICE_POLICY);
    return device.allowed ? { locked: device.locked ? ['device'] : [] } : { refused: throttledResponse(device.retryAfterSeconds) };
  }
  const address = await reserveAttempt(db, addressBucket(ip), ADDRESS_POLICY);
  if (!address.allowed) return { refused: throttledResponse(address.retryAfterSeconds) };
  const named = await reserveAttempt(db, accountBucket(account), ACCOUNT_POLICY);
  if (!named.allowed) return { refused: throttledResponse(named.retryAfterSeconds) };
  return { locked: [...(address.locked ? ['address' as const] : []), ...(named.locked ? ['account' as const] : [])] };
}

/**
 * A successful sign-in. From a known device: that device starts afresh, and the account's throttle
 * for unknown browsers stays as it is (the owner signing in must not hand an attacker new guesses).
 * Otherwise the account starts afresh and the address gets its attempt back. Only the buckets of
 * the account signed in to are touched, never another account's.
 */
export async function signInSucceeded(db: Db, accountId: number, ip: string, deviceId?: string): Promise<void> {
  if (deviceId) {
    await clearBucket(db, deviceBucket(accountId, deviceId));
    return;
  }
  await clearBucket(db, accountBucket({ id: accountId, username: '' }));
  await releaseAttempt(db, addressBucket(ip), ADDRESS_POLICY);
}

/** For a check of the current password by a signed-in administrator: its account's bucket only. */
export async function reservePasswordCheck(db: Db, accountId: number): Promise<Response | undefined> {
  const account = await reserveAttempt(db, accountBucket({ id: accountId, username: '' }), ACCOUNT_POLICY);
  return account.allowed ? undefined : throttledResponse(account.retryAfterSeconds);
}

export async function passwordCheckSucceeded(db: Db, accountId: number): Promise<void> {
  await clearBucket(db, accountBucket({ id: accountId, username: '' }));
}

/**
 * Drops sign-in rows nobody can need any more: throttle buckets idle for a day and sessions that
 * ended a day ago. Run after a successful sign-in (rare, and both tables stay small); a failure here
 * is logged and does not affect the sign-in.
 */
export async function pruneSignInState(db: Db): Promise<void> {
  const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000);
  try {
    await deleteStaleBuckets(db, dayAgo);
    await deleteSessionsEndedBefore(db, dayAgo);
  } catch (error) {
    console.error(`[admin-login] pruning failed: ${(error as Error).message}`);
  }
}
