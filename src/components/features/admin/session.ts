/**
 * The admin session store and its three actions. The actions only change the store and rethrow
 * failures as `AdminApiError`; the island decides which toast a failure shows.
 */
import { isAdminLocale, isAdminRole } from '#domain/admin-access.ts';
import { adminFetch, AdminApiError } from './api.ts';
import { $adminSession, type AdminIdentity } from './sessionState.ts';

export { $adminSession, type AdminIdentity, type AdminSession } from './sessionState.ts';

function identity(value: unknown): AdminIdentity | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, username, role, twoFactorSetupRequired, locale, timeZone } = value as Record<string, unknown>;
  if (typeof id !== 'number' || typeof username !== 'string' || !isAdminRole(role)) return undefined;
  return { id, username, role, twoFactorSetupRequired: twoFactorSetupRequired === true, locale: isAdminLocale(locale) ? locale : 'ko', timeZone: typeof timeZone === 'string' ? timeZone : null };
}

/** GET /api/admin/me: signed in with its admin, or signed out on any failure (not retried: a failed check means signing in again). */
export async function checkSession(): Promise<void> {
  try {
    const admin = identity(await adminFetch<unknown>('GET', '/api/admin/me'));
    $adminSession.set(admin ?? 'signed-out');
  } catch {
    $adminSession.set('signed-out');
  }
}

/**
 * POST /api/admin/login (with the second factor's code when the account has one); on success the
 * store holds the admin, who is also returned. A 401 whose body says `secondFactor: 'required'`
 * asks for the code: see needsSecondFactor.
 */
export async function signIn(username: string, password: string, code?: string): Promise<AdminIdentity> {
  const answer = await adminFetch<{ admin?: unknown }>('POST', '/api/admin/login', { username, password, ...(code === undefined ? {} : { code }) });
  const admin = identity(answer?.admin);
  if (!admin) throw new AdminApiError(500, '500: 로그인 실패', '로그인 실패');
  $adminSession.set(admin);
  return admin;
}

/** POST /api/admin/logout; signed out on success. A failure keeps the session and is rethrown. */
export async function signOut(): Promise<void> {
  await adminFetch<unknown>('POST', '/api/admin/logout');
  $adminSession.set('signed-out');
}

/** Whether a failed sign-in asks for the second factor (the password was right). */
export function needsSecondFactor(error: unknown): boolean {
  return error instanceof AdminApiError && error.status === 401 && typeof error.body === 'object' && error.body !== null && (error.body as Record<string, unknown>)['secondFactor'] === 'required';
}
