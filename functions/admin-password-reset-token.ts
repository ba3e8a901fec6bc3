import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { findOpenReset, usePasswordReset } from '#db/repositories/admin-password-resets.ts';
import { oneTimeTokenHash } from './_shared/admin/accounts.ts';
import { recordAudit } from './_shared/admin/audit.ts';
import { adminJson, adminRoute, notFound } from './_shared/admin/route.ts';
import { validateBody } from './_shared/admin/validation.ts';
import { hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './_shared/passwords.ts';
import { says } from './_shared/admin/messages/index.ts';

const PASSWORD_MESSAGE = says((m) => m.passwordLength);
const NewPassword = v.object({
  password: v.pipe(v.string(PASSWORD_MESSAGE), v.minLength(MIN_PASSWORD_LENGTH, PASSWORD_MESSAGE), v.maxLength(MAX_PASSWORD_LENGTH, PASSWORD_MESSAGE)),
});

/**
 * GET /api/admin/password-reset/:token (no session): `{ username }` of an open reset, else 404.
 * POST `{ password }`: sets it once; every session of the account ends (sign in again with it):
 * `{ ok: true }`; 404 for a used, expired or unknown link.
 */
export default adminRoute(
  'admin-password-reset-token',
  {
    async GET({ params, db }) {
      const reset = await findOpenReset(db, oneTimeTokenHash(params.token ?? ''));
      return reset ? adminJson({ username: reset.username }) : notFound();
    },
    async POST({ params, body, db, ip }) {
      const input = validateBody(NewPassword, body);
      if (!input.ok) return input.response;
      const hash = oneTimeTokenHash(params.token ?? '');
      if (!(await findOpenReset(db, hash))) return notFound();
      const used = await usePasswordReset(db, hash, await hashPassword(input.value.password));
      if (!used) return notFound();
      await recordAudit(db, { username: used.username, action: 'password_reset', entity: 'admin', entityId: used.adminId, ip });
      return adminJson({ ok: true });
    },
  },
  { auth: false },
);

export const config: Config = { path: '/api/admin/password-reset/:token' };
