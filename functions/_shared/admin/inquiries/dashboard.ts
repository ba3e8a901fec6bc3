import type { Db } from '#db/client.ts';
import { countContent } from '#db/repositories/content-history.ts';
import { countInquiries } from '#db/repositories/inquiries/desk.ts';
import { deskLoad, firstReplies, firstWeekStart, weeklyInquiryCounts } from '#db/repositories/inquiries/stats.ts';
import { countWeeks, STATS_WEEKS, type DeskStats } from '#domain/inquiry/desk-stats.ts';
import { FIRM_TIME_ZONE } from '#domain/firm-time.ts';
import type { SiteBuildState } from '#domain/site-build.ts';
import { pageCoverage, type PageCoverage } from '#domain/pages/coverage.ts';
import { listRecentAudit, type AuditEntry } from '../audit.ts';
import { loadBuildState } from '../../builds/state.ts';
import { loadTranslationCoverage, type ContentCoverage } from '../content/coverage.ts';
import { pageSummaries } from '../pages/service.ts';

export interface Dashboard {
  counts: { notices: number; faqs: number; inquiries: number; newInquiries: number; spamInquiries: number };
  /** The latest lines of the audit log, for a role that may read it (null otherwise). */
  audit: AuditEntry[] | null;
  /** The site's last build and whether the latest edit is live (functions/_shared/builds/state.ts). */
  build: SiteBuildState;
  /** The inquiry desk's figures, for a role that works the inquiries (null otherwise). */
  desk: DeskStats | null;
  /** Per content kind and language, the items fully translated and current, for a role that edits content (null otherwise). */
  translations: ContentCoverage | null;
  /** Per language, the pages whose texts are all current and the stale fields, for a role that edits the pages (null otherwise). */
  pages: PageCoverage | null;
}

/**
 * The dashboard tab: the counters, the site's build, `withAudit` the latest 20 lines of the audit
 * log, `desk` the inquiry desk's figures with weeks cut in that time zone (null: the firm's), and
 * `withCoverage` the content's translation coverage, `withPages` the pages'.
 */
export async function loadDashboard(
  db: Db,
  { withAudit, desk, withCoverage = false, withPages = false }: { withAudit: boolean; desk: { timeZone: string | null } | null; withCoverage?: boolean; withPages?: boolean },
): Promise<Dashboard> {
  const [notices, faqs, inquiries, audit, build, deskStats, translations, pages] = await Promise.all([
    countContent(db, 'notices'), countContent(db, 'faqs'), countInquiries(db), withAudit ? listRecentAudit(db, 20) : null, loadBuildState(db),
    desk ? loadDeskStats(db, desk.timeZone ?? FIRM_TIME_ZONE) : null,
    withCoverage ? loadTranslationCoverage(db) : null,
    withPages ? pageSummaries(db).then(pageCoverage) : null,
  ]);
  return { counts: { notices, faqs, inquiries: inquiries.total, newInquiries: inquiries.new, spamInquiries: inquiries.spam }, audit, build, desk: deskStats, translations, pages };
}

/** The last STATS_WEEKS weeks of inquiries, the open and overdue ones, and the first replies of those weeks. */
export async function loadDeskStats(db: Db, timeZone: string): Promise<DeskStats> {
  const since = await firstWeekStart(db, timeZone, STATS_WEEKS);
  const [rows, load, replies] = await Promise.all([weeklyInquiryCounts(db, timeZone, since), deskLoad(db), firstReplies(db, timeZone, since)]);
  return { timeZone, ...load, firstReplies: replies, weeks: countWeeks(rows, since, STATS_WEEKS) };
}
