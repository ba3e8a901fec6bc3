import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { replaceRecoveryCodes } from '#db/repositories/admin-two-factor.ts';
import { recordAudit } from './_shared/admin/audit.ts';
import { CurrentPassword, refuseWrongPassword } from './_shared/admin/current-password.ts';
import { adminJson, adminRoute, notFound } from './_shared/admin/route.ts';
import { newRecoveryCodes } from './_shared/admin/two-factor.ts';
import { validateBody } from './_shared/admin/validation.ts';

const Renew = v.object({ currentPassword: CurrentPassword });

/**
 * POST /api/admin/two-factor/recovery-codes `{ currentPassword }`: ten new recovery codes, answered
 * once; the old ones stop working. 404 without a second factor.
 */
export default adminRoute('admin-recovery-codes', {
  async POST({ body, db, admin, ip }) {
    const input = validateBody(Renew, body);
    if (!input.ok) return input.response;
    const refused = await refuseWrongPassword(db, admin, input.value.currentPassword);
    if (refused) return refused;
    const { codes, hashes } = newRecoveryCodes();
    if (!(await replaceRecoveryCodes(db, admin.id, hashes))) return notFound();
    await recordAudit(db, { admin, action: 'recovery_codes_new', entity: 'admin', entityId: admin.id, ip });
    return adminJson({ recoveryCodes: codes });
  },
});

export const config: Config = { path: '/api/admin/two-factor/recovery-codes' };
