/**
 * The second factor's rows: an administrator's TOTP secret (pending while being set up, then
 * confirmed), the last time step a code was accepted for, the single-use recovery codes (SHA-256
 * only) and the owner's rule that every account needs a second factor. Every "use once" is one
 * conditional UPDATE, so two requests with the same code cannot both pass.
 */
import { sql } from 'kysely';
import type { Db } from '../client.ts';
import { revokeAdminSessions } from './admin-sessions.ts';

/** A secret being set up is forgotten after this long without its confirming code. */
export const PENDING_SETUP_MINUTES = 15;

export interface TwoFactorState {
  enabledAt: Date | null;
  recoveryCodesLeft: number;
  required: boolean;
}

export async function readTwoFactorState(db: Db, adminId: number): Promise<TwoFactorState | undefined> {
  const row = await db
    .selectFrom('admins as a')
    .select((eb) => [
      'a.totp_enabled_at',
      eb.selectFrom('admin_recovery_codes as r').select((inner) => inner.fn.countAll<string>().as('n')).whereRef('r.admin_id', '=', 'a.id').where('r.used_at', 'is', null).as('left'),
      eb.selectFrom('admin_settings').select('require_two_factor').as('required'),
    ])
    .where('a.id', '=', adminId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { enabledAt: row.totp_enabled_at, recoveryCodesLeft: Number(row.left ?? 0), required: row.required ?? false };
}

/** The confirmed secret and the last accepted step, for checking a code at sign-in. */
export function findTotpSecret(db: Db, adminId: number) {
  return db.selectFrom('admins').select(['totp_secret', 'totp_last_step']).where('id', '=', adminId).where('totp_secret', 'is not', null).executeTakeFirst();
}

export async function startTotpSetup(db: Db, adminId: number, secret: string): Promise<void> {
  await db.updateTable('admins').set({ totp_pending_secret: secret, totp_pending_at: sql<Date>`now()` }).where('id', '=', adminId).execute();
}

/** The secret being set up, unless it is older than PENDING_SETUP_MINUTES. */
export async function findPendingTotpSecret(db: Db, adminId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('admins')
    .select('totp_pending_secret')
    .where('id', '=', adminId)
    .where(sql<boolean>`totp_pending_at > now() - make_interval(mins => ${PENDING_SETUP_MINUTES}::integer)`)
    .executeTakeFirst();
  return row?.totp_pending_secret ?? undefined;
}

/**
 * The pending secret becomes the account's second factor (replacing any earlier one), the confirming
 * code's step counts as used, and the recovery codes are replaced. False when the pending secret
 * changed meanwhile (another setup started in another tab).
 */
export function enableTotp(db: Db, adminId: number, secret: string, step: number, codeHashes: readonly string[]): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const result = await tx
      .updateTable('admins')
      .set({ totp_secret: secret, totp_enabled_at: sql<Date>`now()`, totp_last_step: step, totp_pending_secret: null, totp_pending_at: null })
      .where('id', '=', adminId)
      .where('totp_pending_secret', '=', secret)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await replaceCodes(tx, adminId, codeHashes);
    return true;
  });
}

/** Claims a time step for the account: false when that step or a later one was used already. */
export async function claimTotpStep(db: Db, adminId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('admins')
    .set({ totp_last_step: step })
    .where('id', '=', adminId)
    .where('totp_secret', 'is not', null)
    .where(sql<boolean>`(totp_last_step IS NULL OR totp_last_step < ${step})`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Uses one recovery code; the number still unused, or undefined when the code is not an unused one of the account. */
export async function useRecoveryCode(db: Db, adminId: number, codeHash: string): Promise<number | undefined> {
  const used = await db
    .updateTable('admin_recovery_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('admin_id', '=', adminId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!used) return undefined;
  const row = await db.selectFrom('admin_recovery_codes').select((eb) => eb.fn.countAll<string>().as('n')).where('admin_id', '=', adminId).where('used_at', 'is', null).executeTakeFirstOrThrow();
  return Number(row.n);
}

async function replaceCodes(db: Db, adminId: number, codeHashes: readonly string[]): Promise<void> {
  await db.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute();
  if (codeHashes.length > 0) await db.insertInto('admin_recovery_codes').values(codeHashes.map((code_hash) => ({ admin_id: adminId, code_hash }))).execute();
}

/** New recovery codes for an account with a second factor; false when it has none. */
export function replaceRecoveryCodes(db: Db, adminId: number, codeHashes: readonly string[]): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const admin = await tx.selectFrom('admins').select('id').where('id', '=', adminId).where('totp_secret', 'is not', null).forUpdate().executeTakeFirst();
    if (!admin) return false;
    await replaceCodes(tx, adminId, codeHashes);
    return true;
  });
}

/**
 * Removes the account's second factor and recovery codes. An owner's reset also ends the account's
 * sessions (`signOut`), so whoever holds them signs in again and sets up a new one.
 */
export function removeTwoFactor(db: Db, adminId: number, options: { signOut: boolean }): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const result = await tx
      .updateTable('admins')
      .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null, totp_pending_secret: null, totp_pending_at: null })
      .where('id', '=', adminId)
      .where('totp_secret', 'is not', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await replaceCodes(tx, adminId, []);
    if (options.signOut) await revokeAdminSessions(tx, adminId);
    return true;
  });
}

export async function readAdminSettings(db: Db): Promise<{ requireTwoFactor: boolean; updatedAt: Date | null }> {
  const row = await db.selectFrom('admin_settings').select(['require_two_factor', 'updated_at']).executeTakeFirst();
  return { requireTwoFactor: row?.require_two_factor ?? false, updatedAt: row?.updated_at ?? null };
}

/** Writes the settings row, created on the first change (until then every setting has its default). */
export async function updateAdminSettings(db: Db, change: { requireTwoFactor: boolean }, by: number): Promise<void> {
  const values = { require_two_factor: change.requireTwoFactor, updated_at: sql<Date>`now()`, updated_by: by };
  await db.insertInto('admin_settings').values(values).onConflict((oc) => oc.column('id').doUpdateSet(values)).execute();
}
