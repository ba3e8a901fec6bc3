import type { Config } from '@netlify/functions';
import { listPendingInvites, withdrawInvite } from '#db/repositories/admin-accounts.ts';
import { parseId } from '#domain/ids.ts';
import { inviteDeath, toPendingInvitation } from './_shared/admin/accounts.ts';
import { recordAudit } from './_shared/admin/audit.ts';
import { adminJson, adminRoute, notFound } from './_shared/admin/route.ts';

/**
 * GET /api/admin/invitations (owners): the invitations whose links still work, newest first
 * `{ invitations: PendingInvitation[] }` (e-mail, role, sender, sent, expires).
 * DELETE /api/admin/invitations/:id: withdraws one, so its link is dead at once: 200 `{ withdrawn: id }`;
 * 404 for an unknown one or one already used or withdrawn. Each withdrawal is in the audit log.
 */
export default adminRoute('admin-invitations', {
  async GET({ params, db }) {
    if (params.id !== undefined) return notFound();
    // A sender demoted outside the accounts screen (`npm run admin`) leaves rows whose links no longer work.
    const rows = (await listPendingInvites(db)).filter((row) => inviteDeath(row) === undefined);
    return adminJson({ invitations: rows.map(toPendingInvitation) });
  },
  async DELETE({ params, db, admin, ip }) {
    const id = parseId(params.id);
    if (id === undefined) return notFound();
    const invite = await withdrawInvite(db, id, admin.id);
    if (!invite) return notFound();
    await recordAudit(db, { admin, action: 'invite_withdraw', entity: 'invite', entityId: invite.id, summary: `${invite.email} (${invite.role})`, ip });
    return adminJson({ withdrawn: invite.id });
  },
});

export const config: Config = { path: ['/api/admin/invitations', '/api/admin/invitations/:id'] };
