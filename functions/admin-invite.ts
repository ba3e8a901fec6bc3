import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import type { Db } from '#db/client.ts';
import { acceptInvite, findInvite, type InviteRow } from '#db/repositories/admin-accounts.ts';
import { recordAdminLogin } from '#db/repositories/admins.ts';
import { inviteDeath, oneTimeTokenHash, type InviteDeath } from './_shared/admin/accounts.ts';
import { recordAudit } from './_shared/admin/audit.ts';
import { sessionCookie } from './_shared/admin/cookies.ts';
import { deviceCookie } from './_shared/admin/device-cookie.ts';
import { adminJson, adminRoute, notFound } from './_shared/admin/route.ts';
import { errorResponse } from './_shared/http.ts';
import { issueSession, sessionKey } from './_shared/admin/session.ts';
import { validateBody } from './_shared/admin/validation.ts';
import { hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './_shared/passwords.ts';
import { says, t } from './_shared/admin/messages/index.ts';

const USERNAME_MESSAGE = says((m) => m.usernameFormat);
const PASSWORD_MESSAGE = says((m) => m.passwordLength);
const AcceptInput = v.object({
  username: v.pipe(v.string(USERNAME_MESSAGE), v.regex(/^[^\s\p{C}]{1,50}$/u, USERNAME_MESSAGE)),
  password: v.pipe(v.string(PASSWORD_MESSAGE), v.minLength(MIN_PASSWORD_LENGTH, PASSWORD_MESSAGE), v.maxLength(MAX_PASSWORD_LENGTH, PASSWORD_MESSAGE)),
});

/** The answer to a link that no longer works: 404 for one used or expired (as for an unknown one), 410 for one withdrawn or whose sender can no longer send it. */
function deadAnswer(death: InviteDeath): Response {
  if (death === 'withdrawn') return adminJson({ error: t().inviteWithdrawn, reason: death }, 410);
  if (death === 'sender') return adminJson({ error: t().inviteSenderGone, reason: death }, 410);
  return adminJson({ error: t().inviteGone, reason: death }, 404);
}

/** A refused use of a real link is in the audit log (a made-up token is not: it names nothing). */
async function refuse(db: Db, invite: InviteRow, death: InviteDeath, username: string, ip: string): Promise<Response> {
  await recordAudit(db, { username, action: 'invite_refused', entity: 'invite', entityId: invite.id, summary: `${invite.email} (${invite.role}): ${death}`, ip });
  return deadAnswer(death);
}

/**
 * GET /api/admin/invites/:token: an invitation that still works `{ email, role, expiresAt, invitedBy }`.
 * POST `{ username, password }`: uses it once, creating the account with the invitation's e-mail and
 * role, and signs it in (session and device cookies): 201 `{ admin }`. A link works while it is not
 * used, withdrawn or expired and its sender is still active and may grant its role (checked again
 * at acceptance): `{ error, reason }` with 404 for a used, expired or unknown link and 410 for a
 * withdrawn one or one whose sender was disabled or demoted; each refused acceptance of a real link
 * is in the audit log. 400 naming the field when either field is unusable; 409 naming the username
 * when an account has it already in any case or Unicode form (`oWner1` is `owner1`).
 */
export default adminRoute(
  'admin-invite',
  {
    async GET({ params, db }) {
      const invite = await findInvite(db, oneTimeTokenHash(params.token ?? ''));
      if (!invite) return notFound();
      const death = inviteDeath(invite);
      if (death) return deadAnswer(death);
      return adminJson({ email: invite.email, role: invite.role, expiresAt: invite.expires_at.toISOString(), invitedBy: invite.invited_by_name });
    },
    async POST({ params, body, db, ip, req, url, cookies, place }) {
      const input = validateBody(AcceptInput, body);
      if (!input.ok) return input.response;
      const tokenHash = oneTimeTokenHash(params.token ?? '');
      const invite = await findInvite(db, tokenHash);
      if (!invite) return adminJson({ error: t().inviteGone }, 404);
      const death = inviteDeath(invite);
      if (death) return refuse(db, invite, death, input.value.username, ip);
      const result = await acceptInvite(db, tokenHash, { username: input.value.username, passwordHash: await hashPassword(input.value.password) });
      if (!result.ok) {
        if (result.reason === 'username-taken') return errorResponse(409, t().usernameTaken, { fields: { username: t().usernameTaken } });
        if (result.reason === 'email-taken') return adminJson({ error: t().inviteEmailTaken }, 409);
        // It died between the look above and the transaction (used, withdrawn, or its sender changed).
        const now = await findInvite(db, tokenHash);
        return refuse(db, invite, (now && inviteDeath(now)) ?? 'sender', input.value.username, ip);
      }
      const { admin } = result;
      const key = sessionKey()!;
      const session = await issueSession(db, key, admin, { ip, userAgent: req.headers.get('user-agent'), place });
      // Accepting signs the new account in: the accounts screen shows it as its first sign-in.
      await recordAdminLogin(db, admin.id);
      await recordAudit(db, { admin, action: 'invite_accepted', entity: 'admin', entityId: admin.id, summary: admin.role, ip });
      cookies.set(sessionCookie(url, session.token));
      cookies.set(await deviceCookie(url, key, admin.id));
      return adminJson({ admin }, 201);
    },
  },
  { auth: false },
);

export const config: Config = { path: '/api/admin/invites/:token' };
