import type { Db } from '#db/client.ts';
import { clearBucket, deleteStaleBuckets, releaseAttempt, reserveAttempt, type ThrottlePolicy } from '#db/repositories/admin-login-throttle.ts';
import { deleteSessionsEndedBefore } from '#db/repositories/admin-sessions.ts';
import { errorResponse } from '../http.ts';

/** 5 failed sign-ins of one account, or 20 from one address, within 15 minutes lock it for 15. */
export const ACCOUNT_POLICY: ThrottlePolicy = { limit: 5, windowMinutes: 15, lockMinutes: 15 };
export const ADDRESS_POLICY: ThrottlePolicy = { limit: 20, windowMinutes: 15, lockMinutes: 15 };
export const THROTTLED_MESSAGE = '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.';

/** The account's bucket: the same for every spelling of the name, whether or not it exists. */
export function accountBucket(username: string): string {
  return `user:${username.trim().toLowerCase()}`.slice(0, 200);
}

export function addressBucket(ip: string): string {
  return `ip:${ip}`.slice(0, 200);
}

export function throttledResponse(retryAfterSeconds: number): Response {
  return errorResponse(429, THROTTLED_MESSAGE, {}, { 'Retry-After': String(retryAfterSeconds) });
}

/**
 * Counts a sign-in attempt against the client's address, then its account, before any password is
 * hashed; answers the 429 to send when either is locked. An address already refused does not use
 * up the account's allowance.
 */
export async function reserveSignIn(db: Db, username: string, ip: string): Promise<Response | undefined> {
  const address = await reserveAttempt(db, addressBucket(ip), ADDRESS_POLICY);
  if (!address.allowed) return throttledResponse(address.retryAfterSeconds);
  const account = await reserveAttempt(db, accountBucket(username), ACCOUNT_POLICY);
  if (!account.allowed) return throttledResponse(account.retryAfterSeconds);
  return undefined;
}

/** A successful sign-in: the account starts afresh and the address gets its attempt back. */
export async function signInSucceeded(db: Db, username: string, ip: string): Promise<void> {
  await clearBucket(db, accountBucket(username));
  await releaseAttempt(db, addressBucket(ip), ADDRESS_POLICY);
}

/** For a check of the current password by a signed-in administrator: its account's bucket only. */
export async function reservePasswordCheck(db: Db, username: string): Promise<Response | undefined> {
  const account = await reserveAttempt(db, accountBucket(username), ACCOUNT_POLICY);
  return account.allowed ? undefined : throttledResponse(account.retryAfterSeconds);
}

export async function passwordCheckSucceeded(db: Db, username: string): Promise<void> {
  await clearBucket(db, accountBucket(username));
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
