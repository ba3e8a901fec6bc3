/**
 * What a bounce report does: it marks the mail it reports as bounced. The one place that knows how,
 * so the record of sent mail can change without the inbound endpoint changing.
 */
import type { Db } from '#db/client.ts';
import { markMailBounced } from '#db/repositories/mail-deliveries.ts';

export interface BounceReport {
  /** The Message-ID the failed mail was sent with, `<…>`. */
  originalMessageId: string;
  recipient: string | undefined;
  reason: string;
}

/** Marks the mail sent with that Message-ID as bounced; true when such a mail was on record. */
export function onBounce(db: Db, bounce: BounceReport): Promise<boolean> {
  return markMailBounced(db, bounce.originalMessageId, bounce.reason);
}
