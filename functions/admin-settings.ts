import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { readAdminSettings, readTwoFactorState, updateAdminSettings } from '#db/repositories/admin-two-factor.ts';
import { recordAudit } from './_shared/admin/audit.ts';
import { adminJson, adminRoute } from './_shared/admin/route.ts';
import { validateBody } from './_shared/admin/validation.ts';
import { errorResponse } from './_shared/http.ts';
import { says, t } from './_shared/admin/messages/index.ts';

const Settings = v.object({ requireTwoFactor: v.boolean(says((m) => m.trueOrFalse)) });

/**
 * GET /api/admin/settings (owners): `{ requireTwoFactor }`. PUT `{ requireTwoFactor }` changes it.
 * An owner turns the rule on only with a second factor of their own (409 otherwise), as on GitHub:
 * accounts without one can then do nothing but set one up at their next request.
 */
export default adminRoute('admin-settings', {
  async GET({ db }) {
    const { requireTwoFactor } = await readAdminSettings(db);
    return adminJson({ requireTwoFactor });
  },
  async PUT({ body, db, admin, ip }) {
    const input = validateBody(Settings, body);
    if (!input.ok) return input.response;
    const { requireTwoFactor } = input.value;
    if (requireTwoFactor && !(await readTwoFactorState(db, admin.id))?.enabledAt) {
      return errorResponse(409, t().ownTwoFactorFirst);
    }
    const before = await readAdminSettings(db);
    await updateAdminSettings(db, { requireTwoFactor }, admin.id);
    if (before.requireTwoFactor !== requireTwoFactor) {
      await recordAudit(db, { admin, action: 'settings_change', entity: 'settings', summary: requireTwoFactor ? 'two-step verification required for every account' : 'two-step verification optional', details: { kind: 'two_factor_policy', required: requireTwoFactor }, ip });
    }
    return adminJson({ requireTwoFactor });
  },
});

export const config: Config = { path: '/api/admin/settings' };
