/** The dashboard's answer (GET /api/admin/dashboard) and its audit rows as the table shows them. */
import type { SiteBuildState } from '#domain/site-build.ts';
import type { DeskStats } from '#domain/inquiry/desk-stats.ts';
import type { TranslationCoverage } from '#domain/content/translation-status.ts';
import type { TranslationLocale } from '#domain/content/translations.ts';
import type { PageCoverage, PageLanguageCoverage } from '#domain/pages/coverage.ts';

/** Per content kind, the translation coverage per language. */
export type ContentKindCoverage = Record<'notices' | 'faqs' | 'csr-posts', TranslationCoverage>;
import type { AuditDetail } from '#domain/audit-detail.ts';
import { auditDetailText, type AuditLabels } from './auditDetail.ts';
import { formatDateTime, labelOf } from './format.ts';
import { pageHash } from './pages/address.ts';

export interface AuditEntry {
  id: number;
  createdAt: string;
  username: string;
  action: string;
  entity: string | null;
  entityId: string | null;
  summary: string | null;
  /** The line as data, worded in the reader's language; null: `summary` as it was written. */
  details: AuditDetail | null;
}

export interface DashboardData {
  counts: { notices: number; faqs: number; inquiries: number; newInquiries: number; spamInquiries: number };
  /** Null for a role that may not read the audit log. */
  audit: AuditEntry[] | null;
  build: SiteBuildState;
  /** The inquiry desk's figures; null for a role that does not work the inquiries. */
  desk: DeskStats | null;
  /** Translation coverage; null for a role that does not edit content. */
  translations: ContentKindCoverage | null;
  /** The pages' translation coverage; null for a role that does not edit the pages. */
  pages: PageCoverage | null;
}

/**
 * Where a language's stale page fields are fixed: the one page holding them, in that language, or the
 * Pages tab's list (its badges show which pages) when there are several.
 */
export function staleFieldsHash(figures: PageLanguageCoverage, locale: TranslationLocale): string {
  const [only, ...others] = figures.stalePages;
  return pageHash(only && others.length === 0 ? { key: only, locale } : undefined);
}

export interface AuditRow {
  id: number;
  time: string;
  username: string;
  action: string;
  entity: string;
  summary: string;
}

export function auditRows(entries: readonly AuditEntry[], labels: AuditLabels & { actions: Readonly<Record<string, string>>; entities: Readonly<Record<string, string>> }): AuditRow[] {
  return entries.map((entry) => {
    const entity = labelOf(labels.entities, entry.entity);
    return {
      id: entry.id,
      time: formatDateTime(entry.createdAt),
      username: entry.username,
      action: labelOf(labels.actions, entry.action),
      entity: entity && entry.entityId ? `${entity} #${entry.entityId}` : entity,
      // A kind this app does not know yet (a newer server) words nothing: the summary stands in.
      summary: (entry.details && auditDetailText(entry.details, labels)) || (entry.summary ?? ''),
    };
  });
}
