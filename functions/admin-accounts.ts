import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { insertInvite, listAccounts } from '#db/repositories/admin-accounts.ts';
import { adminRoles } from '#domain/admin-access.ts';
import { INVITE_LIFETIME_HOURS, inviteLink, mailInvite, newOneTimeToken, toAccount } from './_shared/admin/accounts.ts';
import { recordAudit } from './_shared/admin/audit.ts';
import { adminJson, adminRoute } from './_shared/admin/route.ts';
import { AdminEmail, validateBody } from './_shared/admin/validation.ts';
import { says } from './_shared/admin/messages/index.ts';
import { siteAddressMissing } from './_shared/site-address.ts';

const InviteInput = v.object({
  email: AdminEmail,
  role: v.picklist(adminRoles, says((m) => m.chooseRole)),
});

/**
 * GET /api/admin/accounts (owners): every administrator `{ accounts: Account[] }`, active first.
 * POST `{ email, role }`: a one-time invitation valid 48 hours: 201 `{ invite: { email, role,
 * expiresAt, link, emailed } }`; the link is shown to the owner once to pass on, and e-mailed when
 * mail is configured (`emailed`). GET/DELETE /api/admin/invitations list and withdraw the pending ones.
 */
export default adminRoute('admin-accounts', {
  GET: async ({ db }) => adminJson({ accounts: (await listAccounts(db)).map(toAccount) }),
  async POST({ body, db, admin, ip, site }) {
    const input = validateBody(InviteInput, body);
    if (!input.ok) return input.response;
    if (!site) return siteAddressMissing('admin-accounts');
    const { token, tokenHash } = newOneTimeToken();
    const invite = await insertInvite(db, { tokenHash, email: input.value.email, role: input.value.role, invitedBy: admin.id, expiresAt: new Date(Date.now() + INVITE_LIFETIME_HOURS * 3_600_000) });
    const link = inviteLink(site, token);
    const emailed = await mailInvite(db, invite.email, link, invite.role, admin);
    await recordAudit(db, { admin, action: 'invite', entity: 'invite', entityId: invite.id, summary: `${invite.email} (${invite.role})`, ip });
    return adminJson({ invite: { email: invite.email, role: invite.role, expiresAt: invite.expires_at.toISOString(), link, emailed } }, 201);
  },
});

export const config: Config = { path: '/api/admin/accounts' };
