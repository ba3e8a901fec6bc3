import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { readTwoFactorState, removeTwoFactor } from '#db/repositories/admin-two-factor.ts';
import { recordAudit } from './_shared/admin/audit.ts';
import { CurrentPassword, refuseWrongPassword } from './_shared/admin/current-password.ts';
import { adminJson, adminRoute, notFound } from './_shared/admin/route.ts';
import { validateBody } from './_shared/admin/validation.ts';
import { errorResponse } from './_shared/http.ts';
import { t } from './_shared/admin/messages/index.ts';

const TurnOff = v.object({ currentPassword: CurrentPassword });

/**
 * GET /api/admin/two-factor: the signed-in account's second factor `{ enabled, enabledAt,
 * recoveryCodesLeft, required }` (required: the owner's rule for every account).
 * DELETE `{ currentPassword }`: turns it off; 409 while the owner requires one (replace it instead),
 * 404 when there is none.
 */
export default adminRoute('admin-two-factor', {
  async GET({ db, admin }) {
    const state = await readTwoFactorState(db, admin.id);
    if (!state) return notFound();
    return adminJson({ enabled: state.enabledAt !== null, enabledAt: state.enabledAt?.toISOString() ?? null, recoveryCodesLeft: state.recoveryCodesLeft, required: state.required });
  },
  async DELETE({ body, db, admin, ip }) {
    const input = validateBody(TurnOff, body);
    if (!input.ok) return input.response;
    const state = await readTwoFactorState(db, admin.id);
    if (!state?.enabledAt) return notFound();
    if (state.required) return errorResponse(409, t().twoFactorRequired);
    const refused = await refuseWrongPassword(db, admin, input.value.currentPassword);
    if (refused) return refused;
    if (!(await removeTwoFactor(db, admin.id, { signOut: false }))) return notFound();
    await recordAudit(db, { admin, action: 'two_factor_off', entity: 'admin', entityId: admin.id, ip });
    return adminJson({ ok: true });
  },
});

export const config: Config = { path: '/api/admin/two-factor' };
