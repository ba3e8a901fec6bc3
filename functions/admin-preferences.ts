import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { findAdminPreferences, updateAdminPreferences } from '#db/repositories/admins.ts';
import { adminLocales } from '#domain/admin-access.ts';
import { recordAudit } from './_shared/admin/audit.ts';
import { CurrentPassword, refuseWrongPassword } from './_shared/admin/current-password.ts';
import { adminJson, adminRoute, fieldErrors, notFound } from './_shared/admin/route.ts';
import { AdminEmail, validateBody } from './_shared/admin/validation.ts';
import { says, t } from './_shared/admin/messages/index.ts';

const TIME_ZONE_MESSAGE = says((m) => m.chooseTimeZone);

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const Change = v.object({
  email: v.optional(AdminEmail),
  locale: v.optional(v.picklist(adminLocales, says((m) => m.chooseLanguage))),
  /** An IANA zone, or null for the firm's (Asia/Jakarta). */
  timeZone: v.optional(v.nullable(v.pipe(v.string(TIME_ZONE_MESSAGE), v.maxLength(64, TIME_ZONE_MESSAGE), v.check(isTimeZone, TIME_ZONE_MESSAGE)))),
  /** Asked only for a new e-mail: password resets go there. */
  currentPassword: v.optional(CurrentPassword),
});

/**
 * GET /api/admin/preferences: `{ email, locale, timeZone }` of the signed-in account.
 * PATCH with any of them: a new e-mail needs `currentPassword` (a reset link goes to it, so a stolen
 * session must not be able to move it); 409-like field error when another account has it.
 */
export default adminRoute('admin-preferences', {
  async GET({ db, admin }) {
    const row = await findAdminPreferences(db, admin.id);
    if (!row) return notFound();
    return adminJson({ email: row.email, locale: row.locale, timeZone: row.time_zone });
  },
  async PATCH({ body, db, admin, ip }) {
    const input = validateBody(Change, body);
    if (!input.ok) return input.response;
    const { email, locale, timeZone, currentPassword } = input.value;
    const before = await findAdminPreferences(db, admin.id);
    if (!before) return notFound();
    const emailChanges = email !== undefined && email.toLowerCase() !== before.email?.toLowerCase();
    if (emailChanges) {
      if (currentPassword === undefined) return fieldErrors({ currentPassword: t().emailNeedsPassword });
      const refused = await refuseWrongPassword(db, admin, currentPassword);
      if (refused) return refused;
    }
    const change = { ...(emailChanges ? { email } : {}), ...(locale !== undefined ? { locale } : {}), ...(timeZone !== undefined ? { timeZone } : {}) };
    if ((await updateAdminPreferences(db, admin.id, change)) === 'email-taken') return fieldErrors({ email: t().emailInUse });
    const changed = [emailChanges && `이메일 ${email}`, locale !== undefined && locale !== before.locale && `언어 ${locale}`, timeZone !== undefined && timeZone !== before.time_zone && `시간대 ${timeZone ?? '회사 시간대'}`].filter(Boolean);
    if (changed.length > 0) await recordAudit(db, { admin, action: 'account_change', entity: 'admin', entityId: admin.id, summary: changed.join(', '), ip });
    const row = await findAdminPreferences(db, admin.id);
    return adminJson({ email: row?.email ?? null, locale: row?.locale ?? 'ko', timeZone: row?.time_zone ?? null });
  },
});

export const config: Config = { path: '/api/admin/preferences' };
