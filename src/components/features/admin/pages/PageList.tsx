import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import type { PageSummary } from '#domain/pages/api.ts';
import { isPageKey } from '#domain/pages/registry.ts';
import { localeCodes, type Locale } from '#i18n/locales.ts';
import { formatDate, formatDateTime } from '../format.ts';
import LoadFailed from '../LoadFailed.tsx';
import Spinner from '../Spinner.tsx';
import { badgeClass, cardClass, hintClass } from '../ui.ts';
import { useAdminQuery } from '../useAdminQuery.ts';
import { pageHash, type PageAddress } from './address.ts';
import { draftMark } from './drafts.ts';
import { pageName } from './names.ts';

interface Props {
  strings: AdminStrings['pages'];
  languages: Readonly<Record<Locale, string>>;
  onOpen: (address: PageAddress) => void;
}

/** Every page with its five languages: when each was last saved, how many of its fields lag behind the Korean text, and its pending draft or schedule. */
export default function PageList({ strings, languages, onOpen }: Props) {
  const { state, reload } = useAdminQuery<{ pages: PageSummary[] }>('/api/admin/pages');
  return (
    <section aria-labelledby="admin-pages-heading">
      <h2 id="admin-pages-heading" tabIndex={-1} data-admin-tab-heading className="text-xl">{strings.heading}</h2>
      <p className={`${hintClass} max-w-3xl`}>{strings.intro}</p>
      {state.status === 'loading' && <Spinner label={strings.heading} />}
      {state.status === 'failed' && <LoadFailed text={strings.loadFailed} retry={strings.retry} error={state.error} onRetry={reload} />}
      {state.status === 'ready' && (
        <ul aria-label={strings.listLabel} className="mt-4 grid gap-4">
          {/* A page this app has no schema for (a newer server) has no form to open here. */}
          {state.data.pages.filter((page) => isPageKey(page.key)).map((page) => {
            const name = pageName(strings.names, page.key);
            return (
              <li key={page.key} className={cardClass}>
                <h3 className="text-lg">{name}</h3>
                <ul className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-3 lg:grid-cols-5">
                  {localeCodes.map((locale) => {
                    const summary = page.locales[locale];
                    const address = { key: page.key, locale };
                    const mark = draftMark(summary);
                    return (
                      <li key={locale}>
                        <a
                          href={pageHash(address)}
                          onClick={(event) => {
                            event.preventDefault();
                            onOpen(address);
                          }}
                          className="flex min-h-11 flex-col rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-800 hover:border-brand-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                        >
                          <span className="sr-only">{fill(strings.editIn, { page: name, language: languages[locale] })}</span>
                          <span aria-hidden="true" className="font-semibold text-brand-800 underline">{languages[locale]}</span>
                          <span className="text-slate-700">{summary?.updatedAt ? fill(strings.lastUpdated, { when: formatDate(summary.updatedAt) }) : strings.neverEdited}</span>
                          {summary && summary.stale > 0 && (
                            <span className={`${badgeClass} mt-1 self-start border border-amber-700 bg-amber-50 text-amber-900`}>{fill(strings.staleCount, { count: summary.stale })}</span>
                          )}
                          {mark && (
                            <span className={`${badgeClass} mt-1 self-start border border-slate-600 bg-slate-100 text-slate-900`}>
                              {mark.kind === 'scheduled' ? fill(strings.drafts.listScheduled, { when: formatDateTime(mark.at) }) : strings.drafts.listDraft}
                            </span>
                          )}
                        </a>
                      </li>
                    );
                  })}
                </ul>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
