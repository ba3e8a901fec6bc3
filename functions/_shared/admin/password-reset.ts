/**
 * The part of a password-reset request that depends on whether the address has an account: the
 * lookup, the token and the mail. The handler answers first and leaves this to waitUntil, so the
 * answer and its timing are the same for every address.
 */
import type { Db } from '#db/client.ts';
import { findActiveAdminByEmail, insertPasswordResetWithinLimit } from '#db/repositories/admin-password-resets.ts';
import { newOneTimeToken, sendAdminMail } from './accounts.ts';
import { t, withLocale } from './messages/index.ts';

const RESET_LIFETIME_MINUTES = 30;
/**
 * Reset mails one account can be sent within an hour, however many clients ask: enough for someone
 * who lost a mail, too few to flood a mailbox. Counted from the stored resets, so every function
 * instance sees the same count.
 */
export const RESET_MAILS_PER_HOUR = 3;

/** Mails a reset link to the active account with this address, if there is one and its hourly allowance is not used up. Never throws. */
export async function mailPasswordReset(db: Db, email: string, origin: string): Promise<void> {
  try {
    const admin = await findActiveAdminByEmail(db, email);
    if (!admin?.email) return;
    const { token, tokenHash } = newOneTimeToken();
    const expiresAt = new Date(Date.now() + RESET_LIFETIME_MINUTES * 60_000);
    if (!(await insertPasswordResetWithinLimit(db, { adminId: admin.id, tokenHash, expiresAt }, { max: RESET_MAILS_PER_HOUR, windowMinutes: 60 }))) {
      console.warn(`[admin-password-reset] account ${admin.id} was sent ${RESET_MAILS_PER_HOUR} reset mails within the hour: no more sent`);
      return;
    }
    const to = admin.email;
    // In the account's admin language (My account), whatever language the asking browser prefers.
    await withLocale(admin.locale, () => {
      const m = t().staffMail.reset;
      return sendAdminMail(db, { kind: 'reset' }, to, m.subject, [m.text(admin.username, RESET_LIFETIME_MINUTES), '', `${origin}/admin?reset=${token}`]);
    });
  } catch (error) {
    // After the answer nobody is left to tell: the log is where it shows.
    console.error(`[admin-password-reset] a reset could not be prepared: ${(error as Error).message}`);
  }
}
