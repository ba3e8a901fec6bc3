/**
 * The dashboard's mail health: whether mail is configured (and what is missing), the last mail the
 * server took, and the failures and bounces of the last days; and the test mail an owner sends to
 * their own address to try the settings.
 */
import type { Db } from '#db/client.ts';
import { findAdminPreferences } from '#db/repositories/admins.ts';
import { mailHealthFigures } from '#db/repositories/mail-deliveries.ts';
import { mayUse, type AdminRole } from '#domain/admin-access.ts';
import { MAIL_HEALTH_DAYS, type MailHealth } from '#domain/mail/delivery.ts';
import { t, withLocale } from '../admin/messages/index.ts';
import { missingMailSettings } from '../inquiry/config.ts';
import { sendRecorded, type SendOutcome } from './deliveries.ts';

const DAY_MS = 86_400_000;

export async function mailHealth(db: Db, admin: { id: number; role: AdminRole }, now = new Date(), env: NodeJS.ProcessEnv = process.env): Promise<MailHealth> {
  const missing = missingMailSettings(env);
  const [figures, own] = await Promise.all([mailHealthFigures(db, new Date(now.getTime() - MAIL_HEALTH_DAYS * DAY_MS)), findAdminPreferences(db, admin.id)]);
  return {
    configured: missing.length === 0,
    missing,
    notifyTo: Boolean(env['INQUIRY_NOTIFY_TO']?.trim()),
    lastSentAt: figures.lastSentAt?.toISOString() ?? null,
    failures: figures.failures,
    bounces: figures.bounces,
    test: { allowed: mayUse(admin.role, 'accounts'), to: own?.email ?? null },
  };
}

/** Sends the test mail to the administrator's own address, in their admin language (My account); 'no-address' when their account has none. */
export async function sendTestMail(db: Db, admin: { id: number; username: string }): Promise<SendOutcome | { ok: false; reason: 'no-address' }> {
  const own = await findAdminPreferences(db, admin.id);
  if (!own?.email) return { ok: false, reason: 'no-address' };
  const to = own.email;
  return withLocale(own.locale, () => {
    const m = t().staffMail.test;
    return sendRecorded(db, { kind: 'test', adminId: admin.id, to, subject: m.subject, text: m.text(admin.username), headers: { 'Auto-Submitted': 'auto-generated' } });
  });
}
