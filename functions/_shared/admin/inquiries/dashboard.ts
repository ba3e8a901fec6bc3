import type { Db } from '#db/client.ts';
import { countContent } from '#db/repositories/content-history.ts';
import { countInquiries } from '#db/repositories/inquiries/desk.ts';
import type { SiteBuildState } from '#domain/site-build.ts';
import { listRecentAudit, type AuditEntry } from '../audit.ts';
import { loadBuildState } from '../../builds/state.ts';

export interface Dashboard {
  counts: { notices: number; faqs: number; inquiries: number; newInquiries: number; spamInquiries: number };
  /** The latest lines of the audit log, for a role that may read it (null otherwise). */
  audit: AuditEntry[] | null;
  /** The site's last build and whether the latest edit is live (functions/_shared/builds/state.ts). */
  build: SiteBuildState;
}

/** The dashboard tab: the counters, the site's build and, `withAudit`, the latest 20 lines of the audit log. */
export async function loadDashboard(db: Db, { withAudit }: { withAudit: boolean }): Promise<Dashboard> {
  const [notices, faqs, inquiries, audit, build] = await Promise.all([
    countContent(db, 'notices'), countContent(db, 'faqs'), countInquiries(db), withAudit ? listRecentAudit(db, 20) : null, loadBuildState(db),
  ]);
  return { counts: { notices, faqs, inquiries: inquiries.total, newInquiries: inquiries.new, spamInquiries: inquiries.spam }, audit, build };
}
