/**
 * An audit line's details (src/domain/audit-detail.ts) in the reader's language: statuses, roles and
 * services by the labels the rest of the app uses, people by name, days and counts formatted alike.
 */
import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import type { AuditDetail, AuditExportFilters, AuditPerson } from '#domain/audit-detail.ts';
import { localeCodes, localeInfo, type Locale } from '#i18n/locales.ts';
import { formatDay, formatNumber, labelOf } from './format.ts';

/** What the wording needs: the dashboard's own strings and the labels it shares with other tabs. */
export interface AuditLabels {
  details: AdminStrings['dashboard']['auditDetails'];
  statuses: Readonly<Record<string, string>>;
  services: Readonly<Record<string, string>>;
  roles: Readonly<Record<string, string>>;
}

/** A person's name; `#3` only when the account is gone (the line had only its id). */
const person = (who: AuditPerson) => who.name ?? `#${who.id}`;

function references(list: readonly string[], total: number, s: AuditLabels['details']): string {
  const more = total - list.length;
  return list.length === 0 ? '' : ` (${list.join(', ')}${more > 0 ? ` ${fill(s.more, { count: formatNumber(more) })}` : ''})`;
}

function filterText(filters: AuditExportFilters, labels: AuditLabels): string {
  const s = labels.details;
  const n = s.filterNames;
  const parts: string[] = [];
  if (filters.status) parts.push(`${n.status}: ${labelOf(labels.statuses, filters.status)}`);
  if (filters.service) parts.push(`${n.service}: ${labelOf(labels.services, filters.service)}`);
  if (filters.assignee) parts.push(`${n.assignee}: ${filters.assignee === 'none' ? s.nobody : person(filters.assignee)}`);
  if (filters.locale) parts.push(`${n.locale}: ${(localeCodes as readonly string[]).includes(filters.locale) ? localeInfo(filters.locale as Locale).name : filters.locale}`);
  if (filters.from) parts.push(`${n.from}: ${formatDay(filters.from)}`);
  if (filters.to) parts.push(`${n.to}: ${formatDay(filters.to)}`);
  if (filters.overdue) parts.push(n.overdue);
  if (filters.search) parts.push(n.search);
  return fill(s.filters, { filters: parts.length > 0 ? parts.join(', ') : s.noFilter });
}

/** The line's details as one sentence in the reader's language. */
export function auditDetailText(detail: AuditDetail, labels: AuditLabels): string {
  const s = labels.details;
  switch (detail.kind) {
    case 'inquiry_status':
      return fill(s.status, { from: labelOf(labels.statuses, detail.from), to: labelOf(labels.statuses, detail.to) });
    case 'inquiry_handling':
      return [
        ...(detail.assignee !== undefined ? [fill(s.assignee, { name: detail.assignee ? person(detail.assignee) : s.nobody })] : []),
        ...(detail.followUp !== undefined ? [fill(s.followUp, { day: detail.followUp ? formatDay(detail.followUp) : s.nobody })] : []),
      ].join(', ');
    case 'inquiry_note':
      return s.note;
    case 'inquiry_reply':
      return s.reply;
    case 'inquiry_reply_failed':
      return s.replyFailed;
    case 'inquiry_reply_resent':
      return s.replyResent;
    case 'inquiry_erased':
      return fill(s.erased, { reference: detail.reference });
    case 'inquiry_export': {
      const what = detail.background !== undefined
        ? fill(s.exportBackground, { id: detail.background })
        : fill(detail.truncated ? s.exportCut : s.exportRows, { rows: formatNumber(detail.rows ?? 0) });
      return `${what} · ${filterText(detail.filters, labels)}`;
    }
    case 'privacy_export':
      return fill(s.privacyExport, { count: formatNumber(detail.inquiries) });
    case 'privacy_erase': {
      const erased = fill(s.privacyErase, { count: formatNumber(detail.erased) }) + references(detail.erasedReferences, detail.erased, s);
      if (detail.redacted === 0) return erased;
      const redacted = fill(s.privacyRedacted, { entries: formatNumber(detail.redacted), inquiries: formatNumber(detail.redactedInquiries) });
      return `${erased}; ${redacted}${references(detail.redactedReferences, detail.redactedInquiries, s)}`;
    }
    case 'role_change':
      return fill(s.roleChange, { name: detail.username, from: labelOf(labels.roles, detail.from), to: labelOf(labels.roles, detail.to) });
    case 'two_factor_policy':
      return detail.required ? s.twoFactorRequired : s.twoFactorOptional;
    case 'two_factor_replaced':
      return s.twoFactorReplaced;
    case 'recovery_codes_left':
      return fill(s.recoveryCodesLeft, { count: formatNumber(detail.left) });
    case 'sessions_revoked':
      return fill(s.sessionsRevoked, { count: formatNumber(detail.count) });
    case 'media_trash':
      return s.mediaTrash;
    case 'media_untrash':
      return s.mediaUntrash;
  }
}
