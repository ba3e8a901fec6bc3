import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { updateAccount } from '#db/repositories/admin-accounts.ts';
import { adminRoles } from '#domain/admin-access.ts';
import { toAccount } from './_shared/admin/accounts.ts';
import { recordAudit } from './_shared/admin/audit.ts';
import { adminJson, adminRoute, fieldErrors, notFound } from './_shared/admin/route.ts';
import { parseId } from '#domain/ids.ts';
import { validateBody } from './_shared/admin/validation.ts';
import { errorResponse } from './_shared/http.ts';
import { says, t } from './_shared/admin/messages/index.ts';

const AccountChange = v.object({
  role: v.optional(v.picklist(adminRoles, says((m) => m.chooseRole))),
  disabled: v.optional(v.boolean(says((m) => m.trueOrFalse))),
  reminders: v.optional(v.boolean(says((m) => m.trueOrFalse))),
});


/**
 * PATCH /api/admin/accounts/:id `{ role?, disabled?, reminders? }` (owners): 200 `{ account }`.
 * `reminders` turns the person's morning reminder e-mail on or off (functions/inquiry-reminders.ts). Disabling ends
 * the account's sessions at once; enabling lets it sign in again. Disabling or demoting an account
 * withdraws the pending invitations it could no longer send (each in the audit log). 409 when the change would leave no
 * active owner; 404 for an unknown id; 400 for an empty change.
 */
export default adminRoute('admin-account', {
  async PATCH({ params, body, db, admin, ip }) {
    const id = parseId(params.id);
    if (id === undefined) return notFound();
    const input = validateBody(AccountChange, body);
    if (!input.ok) return input.response;
    if (input.value.role === undefined && input.value.disabled === undefined && input.value.reminders === undefined) return fieldErrors({ _: t().nothingToChange });
    const result = await updateAccount(db, id, input.value, admin.id);
    if (!result.ok) return result.reason === 'missing' ? notFound() : errorResponse(409, t().lastOwner, { reason: 'last-owner' });
    const { before, account, withdrawnInvites } = result;
    if (before.role !== account.role) {
      await recordAudit(db, { admin, action: 'role_change', entity: 'admin', entityId: id, summary: `${account.username}: ${before.role} → ${account.role}`, details: { kind: 'role_change', username: account.username, from: before.role, to: account.role }, ip });
    }
    if ((before.disabled_at === null) !== (account.disabled_at === null)) {
      await recordAudit(db, { admin, action: account.disabled_at ? 'disable' : 'enable', entity: 'admin', entityId: id, summary: account.username, ip });
    }
    if (before.reminders !== account.reminders) {
      await recordAudit(db, { admin, action: account.reminders ? 'reminders_on' : 'reminders_off', entity: 'admin', entityId: id, summary: account.username, ip });
    }
    for (const invite of withdrawnInvites) {
      await recordAudit(db, { admin, action: 'invite_withdraw', entity: 'invite', entityId: invite.id, summary: `${invite.email} (${invite.role}): ${account.username} ${account.disabled_at ? 'disabled' : `→ ${account.role}`}`, ip });
    }
    return adminJson({ account: toAccount(account) });
  },
});

export const config: Config = { path: '/api/admin/accounts/:id' };
