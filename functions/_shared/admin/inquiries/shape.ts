import { sourceOf, type AdminInquiryRow } from '#db/repositories/inquiries/desk.ts';
import type { AdminInquiry } from '#domain/inquiry/admin-inquiry.ts';

/** The admin API's `Inquiry`: one definition, shared with the admin island. */
export type Inquiry = AdminInquiry;

export function toInquiry(row: AdminInquiryRow): Inquiry {
  return {
    id: row.id,
    // The readable reference (NB-2026-7KQ4MX); the submission's uuid stays internal.
    reference: row.public_ref,
    name: row.name,
    company: row.company,
    email: row.email,
    phone: row.phone,
    service: row.service,
    budget: row.budget,
    message: row.message,
    privacy: row.privacy,
    locale: row.locale,
    status: row.status,
    statusUpdatedAt: row.status_updated_at?.toISOString() ?? null,
    spamReason: row.spam_reason,
    version: row.version,
    updatedBy: row.updated_by_name,
    assignee: row.assigned_to !== null && row.assignee_name !== null ? { id: row.assigned_to, username: row.assignee_name } : null,
    followUpOn: row.follow_up,
    source: sourceOf(row),
    createdAt: row.created_at.toISOString(),
  };
}
