/**
 * Where an inquiry lives in the back office: `/admin#inquiries/NB-2026-7KQ4MX`. A hash, so the one
 * static admin shell opens it with no server route of its own; the admin app reads it
 * (src/components/features/admin/inquiryAddress.ts), the firm's notification mail and the assignment
 * notice link to it, and the desk's "copy link" writes it.
 */
export function deskPath(reference: string): string {
  return `/admin#inquiries/${reference}`;
}
