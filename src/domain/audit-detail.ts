/**
 * What an audit-log line says happened, as data rather than words: the functions store it beside
 * the line (audit_log.details) and the admin app writes it in the reader's language with the
 * labels it already has (statuses, roles, services) and people by name.
 *
 * Lines written before details were stored have only their English summary: `legacyAuditDetail`
 * reads the summaries those versions wrote, so they read like new ones; any other summary is shown
 * as it is.
 */
import type { AdminRole } from './admin-access.ts';
import { adminRoles } from './admin-access.ts';
import { inquiryStatuses, type InquiryStatus } from './inquiry/status.ts';

/** An administrator named in a detail: the id, and the name (filled in on reading when a line has only the id). */
export interface AuditPerson {
  id: number;
  name?: string | undefined;
}

/** The filters an inquiry export used; the search text itself is never kept (it may be a name). */
export interface AuditExportFilters {
  status?: string;
  service?: string;
  assignee?: AuditPerson | 'none';
  locale?: string;
  from?: string;
  to?: string;
  overdue?: true;
  search?: true;
}

export type AuditDetail =
  | { kind: 'inquiry_status'; from: InquiryStatus; to: InquiryStatus }
  /** Only what changed is there; null is "nobody" / "no day". */
  | { kind: 'inquiry_handling'; assignee?: AuditPerson | null; followUp?: string | null }
  | { kind: 'inquiry_note' }
  | { kind: 'inquiry_reply' }
  /** A reply the mail server refused (kept with its text as mail `mail`), or that mail sent again. */
  | { kind: 'inquiry_reply_failed'; mail: number }
  | { kind: 'inquiry_reply_resent'; mail: number }
  | { kind: 'inquiry_erased'; reference: string }
  /** A download (rows written, cut at the limit or not), or one prepared in the background (its id). */
  | { kind: 'inquiry_export'; rows?: number; truncated?: boolean; background?: number; filters: AuditExportFilters }
  | { kind: 'privacy_export'; inquiries: number }
  | { kind: 'privacy_erase'; erased: number; erasedReferences: string[]; redacted: number; redactedInquiries: number; redactedReferences: string[] }
  | { kind: 'role_change'; username: string; from: AdminRole; to: AdminRole }
  | { kind: 'two_factor_policy'; required: boolean }
  | { kind: 'two_factor_replaced' }
  | { kind: 'recovery_codes_left'; left: number }
  | { kind: 'sessions_revoked'; count: number }
  | { kind: 'media_trash' }
  | { kind: 'media_untrash' };

const isStatus = (text: string | undefined): text is InquiryStatus => (inquiryStatuses as readonly string[]).includes(text ?? '');
const isRole = (text: string | undefined): text is AdminRole => (adminRoles as readonly string[]).includes(text ?? '');

/** "NB-2026-7KQ4MX, NB-… +3" as the erasure's line lists references (the count past ten is dropped). */
function referenceList(text: string | undefined): string[] {
  return (text ?? '').split(/,\s*/).map((ref) => ref.replace(/\s*\+\d+$/, '').trim()).filter(Boolean);
}

/** "status=new, service=visa, assignee=3, search" (or "no filter") as the export's line wrote them. */
function legacyFilters(text: string): AuditExportFilters | undefined {
  const filters: AuditExportFilters = {};
  if (text === 'no filter') return filters;
  for (const part of text.split(', ')) {
    const [key, value] = part.split('=') as [string, string | undefined];
    if (key === 'overdue' && value === undefined) filters.overdue = true;
    else if (key === 'search' && value === undefined) filters.search = true;
    else if (key === 'assignee' && value !== undefined) filters.assignee = value === 'none' ? 'none' : { id: Number(value) };
    else if ((key === 'status' || key === 'service' || key === 'locale' || key === 'from' || key === 'to') && value) filters[key] = value;
    else return undefined;
  }
  return filters;
}

/**
 * The detail of a line stored with only its summary, when the summary is one an earlier version
 * wrote in a known form; undefined otherwise (the summary is then shown as it is).
 */
export function legacyAuditDetail(action: string, entity: string | null, summary: string | null): AuditDetail | undefined {
  if (summary === null) return undefined;
  let match: RegExpExecArray | null;
  if (entity === 'inquiry') {
    if (action === 'status' && (match = /^#\d+ (not spam|\w+) → (\w+)$/.exec(summary))) {
      const from = match[1] === 'not spam' ? 'spam' : match[1];
      return isStatus(from) && isStatus(match[2]) ? { kind: 'inquiry_status', from, to: match[2] } : undefined;
    }
    if (action === 'update') {
      if (/^#\d+ note$/.test(summary)) return { kind: 'inquiry_note' };
      if (/^#\d+ reply e-mailed$/.test(summary)) return { kind: 'inquiry_reply' };
      if ((match = /^#\d+ ((?:assignee|follow-up) → [^,]+(?:, follow-up → [^,]+)?)$/.exec(summary))) {
        const detail: AuditDetail & { kind: 'inquiry_handling' } = { kind: 'inquiry_handling' };
        for (const part of match[1]!.split(', ')) {
          const [field, value] = part.split(' → ') as [string, string];
          if (field === 'assignee') {
            if (value !== 'none' && !/^[1-9]\d*$/.test(value)) return undefined;
            detail.assignee = value === 'none' ? null : { id: Number(value) };
          } else {
            if (value !== 'none' && !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
            detail.followUp = value === 'none' ? null : value;
          }
        }
        return detail;
      }
    }
    if (action === 'delete' && (match = /^#\d+ (\S+) erased \(consent withdrawn\)$/.exec(summary))) return { kind: 'inquiry_erased', reference: match[1]! };
    if (action === 'export' && (match = /^CSV: (\d+) rows?( \(limit reached\))?; (.+)$/.exec(summary))) {
      const filters = legacyFilters(match[3]!);
      return filters && { kind: 'inquiry_export', rows: Number(match[1]), truncated: match[2] !== undefined, filters };
    }
    if (action === 'export' && (match = /^CSV in the background \(#(\d+)\); (.+)$/.exec(summary))) {
      const filters = legacyFilters(match[2]!);
      return filters && { kind: 'inquiry_export', background: Number(match[1]), filters };
    }
  }
  if (entity === 'privacy') {
    if (action === 'export' && (match = /^privacy request: (\d+) inquiries exported$/.exec(summary))) return { kind: 'privacy_export', inquiries: Number(match[1]) };
    if (action === 'delete' && (match = /^privacy request: (\d+) inquiries erased(?: \(([^)]*)\))?(?:; (\d+) notes or replies redacted on (\d+) other inquiries \(([^)]*)\))?$/.exec(summary))) {
      return {
        kind: 'privacy_erase', erased: Number(match[1]), erasedReferences: referenceList(match[2]),
        redacted: Number(match[3] ?? 0), redactedInquiries: Number(match[4] ?? 0), redactedReferences: referenceList(match[5]),
      };
    }
  }
  if (action === 'role_change' && (match = /^(.+): (\w+) → (\w+)$/.exec(summary))) {
    return isRole(match[2]) && isRole(match[3]) ? { kind: 'role_change', username: match[1]!, from: match[2], to: match[3] } : undefined;
  }
  if (action === 'settings_change' && summary === '모든 계정에 2단계 인증 필수') return { kind: 'two_factor_policy', required: true };
  if (action === 'settings_change' && summary === '2단계 인증 선택') return { kind: 'two_factor_policy', required: false };
  if (action === 'two_factor_on' && summary === '새 인증 앱으로 교체') return { kind: 'two_factor_replaced' };
  if (action === 'recovery_code_used' && (match = /^남은 복구 코드 (\d+)개$/.exec(summary))) return { kind: 'recovery_codes_left', left: Number(match[1]) };
  if (action === 'session_revoke' && /^\d+$/.test(summary)) return { kind: 'sessions_revoked', count: Number(summary) };
  if (entity === 'upload' && action === 'delete' && summary === 'media library → trash') return { kind: 'media_trash' };
  if (entity === 'upload' && action === 'restore' && summary === 'media library ← trash') return { kind: 'media_untrash' };
  return undefined;
}

/** Every person a detail names by id, to look their names up once for a page of lines. */
export function auditPeople(detail: AuditDetail): AuditPerson[] {
  if (detail.kind === 'inquiry_handling' && detail.assignee) return [detail.assignee];
  if (detail.kind === 'inquiry_export' && detail.filters.assignee && detail.filters.assignee !== 'none') return [detail.filters.assignee];
  return [];
}
