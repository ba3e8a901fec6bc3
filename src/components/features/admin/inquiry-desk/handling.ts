/** The inquiry desk's plain logic: what a handling change sends, and when a follow-up is overdue. */
import { calendarDay } from '#domain/firm-time.ts';
import type { Inquiry } from '../inquiries.ts';

export interface HandlingChange {
  assignedTo?: number | null;
  followUpOn?: string | null;
}

/** Today in the firm's calendar (Jakarta), YYYY-MM-DD: follow-up days are the firm's. */
export function firmToday(now: Date): string {
  return calendarDay(now);
}

/** Its follow-up day has passed and it is not done (as the server's `overdue` filter counts it). */
export function isOverdue(inquiry: Pick<Inquiry, 'followUpOn' | 'status'>, now: Date): boolean {
  return inquiry.followUpOn !== null && inquiry.followUpOn < firmToday(now) && inquiry.status !== 'done';
}
