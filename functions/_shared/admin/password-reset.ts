/**
 * The part of a password-reset request that depends on whether the address has an account: the
 * lookup, the token and the mail. The handler answers first and leaves this to waitUntil, so the
 * answer and its timing are the same for every address.
 */
import type { Db } from '#db/client.ts';
import { findActiveAdminByEmail, insertPasswordResetWithinLimit } from '#db/repositories/admin-password-resets.ts';
import { newOneTimeToken, sendAdminMail } from './accounts.ts';

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
    await sendAdminMail(db, { kind: 'reset' }, admin.email, '비밀번호 재설정 / Password reset', [
      `${admin.username}님, 아래 링크에서 30분 안에 새 비밀번호를 정하세요. 요청하지 않았다면 이 메일을 무시하세요.`,
      `${admin.username}, set a new password within 30 minutes at the link below. If you did not ask, ignore this e-mail.`,
      '',
      `${origin}/admin?reset=${token}`,
    ]);
  } catch (error) {
    // After the answer nobody is left to tell: the log is where it shows.
    console.error(`[admin-password-reset] a reset could not be prepared: ${(error as Error).message}`);
  }
}
