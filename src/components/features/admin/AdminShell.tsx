import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import type { ContentStrings } from '#data/admin/content/index.ts';
import { showToast } from '#stores/toast.ts';
import { errorMessage } from './api.ts';
import Dashboard from './Dashboard.tsx';
import { signOut, type AdminIdentity } from './session.ts';
import Spinner from './Spinner.tsx';
import { namedTab, tabFromHash, tabIndexForKey, tabsFor, type TabId } from './tabs.ts';
import { buttonClass } from './ui.ts';

// Everything but the dashboard loads when its tab is first opened (the page's script budget).
const VisitorsTab = lazy(() => import('./visitors/VisitorsTab.tsx'));
const NoticesTab = lazy(() => import('./content/NoticesTab.tsx'));
const FaqsTab = lazy(() => import('./content/FaqsTab.tsx'));
const CsrTab = lazy(() => import('./content/CsrTab.tsx'));
const MediaTab = lazy(() => import('./media/MediaTab.tsx'));
const PagesTab = lazy(() => import('./pages/PagesTab.tsx'));
const InquiriesTab = lazy(() => import('./InquiriesTab.tsx'));
const AccountsTab = lazy(() => import('./accounts/AccountsTab.tsx'));
const SiteSettingsTab = lazy(() => import('./site-settings/SiteSettingsTab.tsx'));
const MyAccountTab = lazy(() => import('./account/MyAccountTab.tsx'));

interface Props {
  admin: AdminIdentity;
  strings: AdminStrings;
  contentStrings: ContentStrings;
  /** Called before an explicit logout, so the app does not mistake it for an expired session. */
  onLoggingOut: () => void;
}

/**
 * The signed-in frame: a welcome line with the logout button, and the five tabs as a WAI-ARIA
 * tablist (arrows, Home, End; automatic activation). The open tab lives in the URL hash.
 */
export default function AdminShell({ admin, strings, contentStrings, onLoggingOut }: Props) {
  const base = useId();
  const tabs = tabsFor(admin.role);
  const [tab, setTab] = useState<TabId>(() => tabFromHash(location.hash, tabs));
  const [loggingOut, setLoggingOut] = useState(false);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  useEffect(() => {
    // Other hashes (the skip link's #main) leave the open tab alone.
    const onHash = () => {
      const named = namedTab(location.hash, tabsFor(admin.role));
      if (named) setTab(named);
    };
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, [admin.role]);

  function select(next: TabId) {
    // The open tab's own address (`#inquiries/NB-…`, `#inquiries?status=new`) stays: it says what the tab shows.
    if (next === tab && namedTab(location.hash, tabs) === next) return;
    setTab(next);
    history.replaceState(null, '', next === 'dashboard' ? location.pathname + location.search : `#${next}`);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabIndexForKey(event.key, tabs.indexOf(tab), tabs.length);
    if (index === undefined) return;
    event.preventDefault();
    select(tabs[index]!);
    tabRefs.current[index]?.focus();
  }

  async function logout() {
    setLoggingOut(true);
    onLoggingOut();
    try {
      await signOut();
      showToast({ title: strings.header.logoutTitle, description: strings.header.logoutText });
    } catch (error) {
      showToast({ title: strings.header.logoutFailed, description: errorMessage(error, strings.genericError), variant: 'destructive' });
      setLoggingOut(false);
    }
  }

  const panels: Record<TabId, () => ReactNode> = {
    dashboard: () => <Dashboard strings={strings.dashboard} site={strings.siteSettings} services={strings.inquiries.services} statuses={strings.inquiries.statuses} roles={strings.roles} />,
    visitors: () => <VisitorsTab strings={strings.visitors} />,
    notices: () => <NoticesTab strings={contentStrings} admin={admin} />,
    faqs: () => <FaqsTab strings={contentStrings} admin={admin} />,
    csr: () => <CsrTab strings={contentStrings} admin={admin} />,
    media: () => <MediaTab strings={contentStrings.media} common={contentStrings.common} settings={strings.siteSettings} pages={strings.pages} />,
    pages: () => <PagesTab strings={strings.pages} languages={contentStrings.common.languages} />,
    inquiries: () => <InquiriesTab strings={strings.inquiries} />,
    site: () => <SiteSettingsTab strings={strings.siteSettings} pageNames={strings.pages.names} genericError={strings.genericError} />,
    accounts: () => <AccountsTab strings={strings.accounts} twoFactor={strings.twoFactor} roles={strings.roles} admin={admin} />,
    account: () => <MyAccountTab strings={strings.myAccount} preferences={strings.preferences} twoFactor={strings.twoFactor} />,
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4">
        <div>
          <h1 className="text-2xl">{strings.heading}</h1>
          <p className="mt-1 text-slate-700">
            <span>{fill(strings.header.welcome, { username: admin.username })}</span>{' '}
            <span className="ml-1 rounded-full bg-slate-100 px-2 py-0.5 text-sm font-semibold text-slate-800">{strings.roles[admin.role]}</span>
          </p>
        </div>
        <button type="button" className={buttonClass('secondary')} onClick={logout} disabled={loggingOut}>
          {strings.header.logout}
        </button>
      </header>
      <div role="tablist" aria-label={strings.tabs.label} onKeyDown={onKeyDown} className="mt-6 flex flex-wrap sm:flex-nowrap sm:overflow-x-auto sm:gap-1 border-b border-slate-300">
        {tabs.map((id, index) => (
          <button
            key={id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`${base}-panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => select(id)}
            className="-mb-px min-h-11 shrink-0 border-b-3 border-transparent px-2 py-2 sm:px-4 text-[15px] sm:text-base font-semibold whitespace-nowrap text-slate-700 hover:text-brand-800 aria-selected:border-brand-700 aria-selected:text-brand-800"
          >
            {strings.tabs[id]}
          </button>
        ))}
      </div>
      {tabs.map((id) => (
        <div key={id} role="tabpanel" id={`${base}-panel-${id}`} aria-labelledby={`${base}-tab-${id}`} hidden={tab !== id} tabIndex={0} className="pt-6 focus:outline-none focus-visible:outline-3">
          {tab === id && <Suspense fallback={<Spinner label={strings.loading} />}>{panels[id]()}</Suspense>}
        </div>
      ))}
    </div>
  );
}
