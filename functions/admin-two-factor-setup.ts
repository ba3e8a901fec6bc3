import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { enableTotp, findPendingTotpSecret, readTwoFactorState, startTotpSetup } from '#db/repositories/admin-two-factor.ts';
import { recordAudit } from './_shared/admin/audit.ts';
import { CurrentPassword, refuseWrongPassword } from './_shared/admin/current-password.ts';
import { adminJson, adminRoute, fieldErrors, notFound } from './_shared/admin/route.ts';
import { newRecoveryCodes, newTotpSecret, totpEnrolment, totpStep } from './_shared/admin/two-factor.ts';
import { validateBody } from './_shared/admin/validation.ts';
import { errorResponse } from './_shared/http.ts';
import { siteAddressMissing } from './_shared/site-address.ts';
import { says, t } from './_shared/admin/messages/index.ts';

const CODE_MESSAGE = says((m) => m.setupCodeFormat);
const Begin = v.object({ currentPassword: v.optional(CurrentPassword) });
const Confirm = v.object({ code: v.pipe(v.string(CODE_MESSAGE), v.trim(), v.regex(/^[0-9]{6}$/, CODE_MESSAGE)) });

/**
 * Setting up (or replacing) the signed-in account's authenticator app, in two steps:
 * POST `{ currentPassword? }` starts it: a new secret, as text and as a QR code (the password is
 * asked when a second factor is already on, since this replaces it). PUT `{ code }` confirms it with a
 * code from the app: the secret becomes the account's, and ten new recovery codes are answered once.
 * 409 when no setup was started in the last 15 minutes.
 */
export default adminRoute('admin-two-factor-setup', {
  async POST({ body, db, admin, site }) {
    const input = validateBody(Begin, body ?? {});
    if (!input.ok) return input.response;
    if (!site) return siteAddressMissing('admin-two-factor-setup');
    const state = await readTwoFactorState(db, admin.id);
    if (!state) return notFound();
    if (state.enabledAt) {
      if (input.value.currentPassword === undefined) return fieldErrors({ currentPassword: t().currentPasswordRequired });
      const refused = await refuseWrongPassword(db, admin, input.value.currentPassword);
      if (refused) return refused;
    }
    const secret = newTotpSecret();
    await startTotpSetup(db, admin.id, secret);
    return adminJson({ secret, ...totpEnrolment(secret, admin.username, new URL(site).hostname) });
  },
  async PUT({ body, db, admin, ip }) {
    const input = validateBody(Confirm, body);
    if (!input.ok) return input.response;
    const secret = await findPendingTotpSecret(db, admin.id);
    if (!secret) return errorResponse(409, t().setupNotStarted);
    const step = totpStep(secret, input.value.code);
    if (step === undefined) return fieldErrors({ code: t().setupCodeWrong });
    const before = await readTwoFactorState(db, admin.id);
    const { codes, hashes } = newRecoveryCodes();
    if (!(await enableTotp(db, admin.id, secret, step, hashes))) return errorResponse(409, t().setupRestarted);
    await recordAudit(db, { admin, action: 'two_factor_on', entity: 'admin', entityId: admin.id, ...(before?.enabledAt ? { summary: 'replaced by a new authenticator app', details: { kind: 'two_factor_replaced' } } : {}), ip });
    return adminJson({ recoveryCodes: codes });
  },
});

export const config: Config = { path: '/api/admin/two-factor/setup' };
