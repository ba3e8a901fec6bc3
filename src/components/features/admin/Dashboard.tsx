import type { AdminStrings } from '#data/admin/app/index.ts';
import { formatNumber } from './format.ts';
import BuildStatus from './BuildStatus.tsx';
import TranslationCoverage from './TranslationCoverage.tsx';
import DeskStatsPanel from './desk-stats/DeskStatsPanel.tsx';
import AuditLog from './AuditLog.tsx';
import MailHealthPanel from './MailHealthPanel.tsx';
import LaunchReadinessPanel from './LaunchReadinessPanel.tsx';
import type { AuditLabels } from './auditDetail.ts';
import HeldMail from './HeldMail.tsx';
import type { DashboardData } from './dashboard.ts';
import LoadFailed from './LoadFailed.tsx';
import Spinner from './Spinner.tsx';
import { useAdminQuery } from './useAdminQuery.ts';

type Strings = AdminStrings['dashboard'];
type SiteStrings = AdminStrings['siteSettings'];

/** The counters (notices, FAQs, inquiries, new inquiries, spam in quarantine), what is left before launch, the inquiry desk's figures, the mail health, the translation coverage, the site's last build and the latest audit log entries. */
export default function Dashboard({ strings, site, services, statuses, roles }: { strings: Strings; site: SiteStrings } & Omit<AuditLabels, 'details'>) {
  const { state, reload } = useAdminQuery<DashboardData>('/api/admin/dashboard');
  const counters = [
    ['notices', strings.counters.notices],
    ['faqs', strings.counters.faqs],
    ['inquiries', strings.counters.inquiries],
    ['newInquiries', strings.counters.newInquiries],
    ['spamInquiries', strings.counters.spamInquiries],
  ] as const;

  return (
    <section aria-labelledby="admin-dashboard-heading">
      <h2 id="admin-dashboard-heading" tabIndex={-1} data-admin-tab-heading className="text-xl">{strings.heading}</h2>
      {state.status === 'loading' && <Spinner label={strings.heading} />}
      {state.status === 'failed' && <LoadFailed text={strings.loadFailed} retry={strings.retry} error={state.error} onRetry={reload} />}
      {state.status === 'ready' && (
        <>
          <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
            {counters.map(([key, text]) => (
              <div key={key} className="rounded-2xl border border-slate-200 bg-brand-50 p-4 sm:p-5">
                <dt className="text-sm font-semibold text-slate-700">{text}</dt>
                <dd className="mt-1 text-3xl font-bold text-brand-900 tabular-nums">{formatNumber(state.data.counts[key])}</dd>
              </div>
            ))}
          </dl>
          {/* The seed's samples concern the people who make the site (the roles with the translation coverage). */}
          {state.data.translations && <LaunchReadinessPanel strings={strings.launch} site={site} />}
          {state.data.desk && <DeskStatsPanel strings={strings.desk} services={services} stats={state.data.desk} />}
          {/* Whether mail goes out concerns the roles that answer inquiries (the desk's figures are theirs too). */}
          {state.data.desk && <MailHealthPanel strings={strings.mail} />}
          {state.data.translations && <TranslationCoverage strings={strings.coverage} coverage={state.data.translations} pages={state.data.pages} />}
          <BuildStatus strings={strings.build} build={state.data.build} />
          {/* The audit log is the owners': so is the mail no inquiry claimed. */}
          {state.data.audit && <HeldMail strings={strings} />}
          {state.data.audit && <AuditLog strings={strings} labels={{ services, statuses, roles }} />}
        </>
      )}
    </section>
  );
}
