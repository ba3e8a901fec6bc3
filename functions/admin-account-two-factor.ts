import type { Config } from '@netlify/functions';
import { removeTwoFactor } from '#db/repositories/admin-two-factor.ts';
import { findAdminById } from '#db/repositories/admins.ts';
import { recordAudit } from './_shared/admin/audit.ts';
import { adminJson, adminRoute, notFound } from './_shared/admin/route.ts';
import { parseId } from '#domain/ids.ts';

/**
 * DELETE /api/admin/accounts/:id/two-factor (owners): resets an administrator's second factor who
 * lost their phone and recovery codes. The account is signed out everywhere and sets up a new one
 * at its next sign-in when the owner requires it. 404 for an unknown id or an account without one.
 */
export default adminRoute('admin-account-two-factor', {
  async DELETE({ params, db, admin, ip }) {
    const id = parseId(params.id);
    if (id === undefined) return notFound();
    const account = await findAdminById(db, id);
    if (!account || !(await removeTwoFactor(db, id, { signOut: true }))) return notFound();
    await recordAudit(db, { admin, action: 'two_factor_reset', entity: 'admin', entityId: id, summary: account.username, ip });
    return adminJson({ ok: true });
  },
});

export const config: Config = { path: '/api/admin/accounts/:id/two-factor' };
