/**
 * Working an inquiry: giving it to someone (told by e-mail when mail is set up and it is not
 * themselves), its follow-up day, internal notes and its history. Each change is in the audit log
 * with the inquiry's id and, for a new assignee, the account's name (never the visitor's name or a
 * note's text).
 */
import type { Db } from '#db/client.ts';
import { addInquiryNote, findAssignee, updateInquiryHandling, type HandlingChange } from '#db/repositories/inquiries/handling.ts';
import type { AllowedVersions } from '#db/repositories/versioned.ts';
import { sendAdminMail } from '../accounts.ts';
import { recordAudit } from '../audit.ts';
import { t, withLocale } from '../messages/index.ts';
import { deskPath } from '#domain/inquiry/desk-address.ts';
import { findInquiry, type Actor, type InquiryChange } from './service.ts';

export type HandlingResult = InquiryChange | { ok: false; reason: 'not-assignee' };

export async function changeInquiryHandling(
  db: Db,
  actor: Actor,
  id: number,
  change: HandlingChange & { versions: AllowedVersions; site: string | undefined },
  defer: (work: Promise<unknown>) => void = (work) => void work,
): Promise<HandlingResult> {
  const assignee = typeof change.assignedTo === 'number' ? await findAssignee(db, change.assignedTo) : undefined;
  if (typeof change.assignedTo === 'number' && !assignee) return { ok: false, reason: 'not-assignee' };
  const result = await updateInquiryHandling(db, id, { ...change, adminId: actor.admin.id });
  if (!result.ok) {
    const current = result.reason === 'stale' ? await findInquiry(db, id) : undefined;
    return current ? { ok: false, reason: 'stale', current } : { ok: false, reason: 'missing' };
  }
  const inquiry = await findInquiry(db, id);
  if (!inquiry) return { ok: false, reason: 'missing' };
  const parts = [
    ...(change.assignedTo !== undefined ? [`assignee → ${change.assignedTo ?? 'none'}`] : []),
    ...(change.followUpOn !== undefined ? [`follow-up → ${change.followUpOn ?? 'none'}`] : []),
  ];
  const details = {
    kind: 'inquiry_handling' as const,
    ...(change.assignedTo !== undefined ? { assignee: assignee ? { id: assignee.id, name: assignee.username } : null } : {}),
    ...(change.followUpOn !== undefined ? { followUp: change.followUpOn } : {}),
  };
  await recordAudit(db, { ...actor, action: 'update', entity: 'inquiry', entityId: id, summary: `#${id} ${parts.join(', ')}`, details });
  const newlyAssigned = assignee && result.value.previousAssignee !== assignee.id && assignee.id !== actor.admin.id;
  if (newlyAssigned && assignee.email) {
    const to = assignee.email;
    // In the assignee's admin language (My account), not the assigner's.
    // Without a configured site address the notice goes without its link rather than with one the request chose.
    defer(withLocale(assignee.locale, () => {
      const m = t().staffMail.assignment;
      return sendAdminMail(db, { kind: 'assignment', inquiryId: id }, to, m.subject(inquiry.reference), [
        m.text(actor.admin.username, inquiry.reference, assignee.username),
        ...(change.site ? ['', `${change.site}${deskPath(inquiry.reference)}`] : []),
      ]);
    }));
  }
  return { ok: true, inquiry };
}

/** Adds an internal note (append-only); false when there is no such inquiry. */
export async function noteInquiry(db: Db, actor: Actor, id: number, body: string): Promise<boolean> {
  if (!(await addInquiryNote(db, id, actor.admin.id, body))) return false;
  await recordAudit(db, { ...actor, action: 'update', entity: 'inquiry', entityId: id, summary: `#${id} note`, details: { kind: 'inquiry_note' } });
  return true;
}
