/**
 * Accounts as the admin API answers them, and invitations: a one-time token (256 random bits) in a
 * link shown to the owner to pass on, e-mailed too when mail is configured; only its SHA-256 is
 * stored; valid 48 hours.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { AccountRow, InviteRow } from '#db/repositories/admin-accounts.ts';
import { mayGrant, type AdminAccount, type AdminLocale, type AdminRole, type PendingInvitation } from '#domain/admin-access.ts';
import { smtpSettings } from '../inquiry/config.ts';
import type { Db } from '#db/client.ts';
import { sendRecorded } from '../mail/deliveries.ts';
import { t, withLocale } from './messages/index.ts';

export const INVITE_LIFETIME_HOURS = 48;

export function toAccount(row: AccountRow): AdminAccount {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    disabled: row.disabled_at !== null,
    twoFactor: row.totp_enabled_at !== null,
    reminders: row.reminders,
    lastLogin: row.last_login?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * Why an invitation's link no longer works, or undefined while it does: used, withdrawn, expired, or
 * its sender can no longer send it (disabled, demoted, or gone; checked as the sender is now).
 */
export type InviteDeath = 'used' | 'withdrawn' | 'expired' | 'sender';
export function inviteDeath(row: InviteRow): InviteDeath | undefined {
  if (row.accepted_at) return 'used';
  if (row.withdrawn_at) return 'withdrawn';
  if (row.expired) return 'expired';
  if (!row.sender_role || row.sender_disabled_at || !mayGrant(row.sender_role, row.role)) return 'sender';
  
  return undefined;
}

export function toPendingInvitation(row: InviteRow): PendingInvitation {
  return { id: row.id, email: row.email, role: row.role, invitedBy: row.invited_by_name, createdAt: row.created_at.toISOString(), expiresAt: row.expires_at.toISOString() };
}

/** A one-time token (invitations, password resets) and the hash that is stored instead of it. */
export function newOneTimeToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: oneTimeTokenHash(token) };
}

/** What is stored for a token; a token that is not 43 base64url characters can match nothing. */
export function oneTimeTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function inviteLink(origin: string, token: string): string {
  return `${origin}/admin?invite=${token}`;
}

/** Whether the back office can send e-mail (SMTP_HOST and SMTP_FROM are set). */
export function mailConfigured(): boolean {
  return smtpSettings() !== undefined;
}

/** Sends one plain-text e-mail from the site's address and records it; answers whether it went (a failure is logged). */
export async function sendAdminMail(db: Db, mail: { kind: 'invitation' | 'reset' | 'assignment' | 'answered'; inquiryId?: number }, to: string, subject: string, lines: readonly string[]): Promise<boolean> {
  const sent = await sendRecorded(db, { ...mail, to, subject, text: lines.join('\n') }).catch((error: unknown) => ({ ok: false as const, reason: 'send-failed' as const, error: (error as Error).message }));
  if (!sent.ok && sent.reason === 'send-failed') console.error(`[admin] an e-mail (${subject}) failed: ${sent.error}`);
  return sent.ok;
}

/**
 * Sends the invitation when mail is configured; answers whether it went (the owner passes the link on
 * otherwise). The invitee has no account and so no language yet: the mail is in the sender's admin
 * language (My account), the role named in it too.
 */
export function mailInvite(db: Db, to: string, link: string, role: AdminRole, from: { username: string; locale: AdminLocale }): Promise<boolean> {
  return withLocale(from.locale, () => {
    const m = t();
    return sendAdminMail(db, { kind: 'invitation' }, to, m.staffMail.invitation.subject, [m.staffMail.invitation.text(from.username, m.roles[role], INVITE_LIFETIME_HOURS), '', link]);
  });
}
