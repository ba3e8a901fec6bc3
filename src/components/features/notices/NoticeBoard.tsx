import { useEffect, useRef, useState } from 'react';
import type { Locale } from '#i18n/locales.ts';
import { listPagePath } from '#domain/content/list-page.ts';
import { localizePath, noticeAnchor, noticeListingPath, noticePath, type NoticeListing } from '#i18n/routes.ts';
import { useFresh, usePagedList } from '#stores/content.ts';
import Pager from '../../ui/Pager.tsx';
import { sendViewBeacon } from '../views/viewBeacon.ts';
import NoticeItem from './NoticeItem.tsx';
import { NOTICES_PER_PAGE, searchNotices } from '#lib/notice-listing.ts';
import NoticeSearchBox from './NoticeSearchBox.tsx';
import { toNoticeViews, type NoticeBoardStrings, type NoticeRow, type NoticeView } from '#lib/notice-view.ts';

interface Props {
  locale: Locale;
  /** This page of the list: all notices or one category's, and which page. */
  listing: NoticeListing;
  pages: number;
  /** The page's notices as prebuilt. */
  initial: NoticeView[];
  strings: NoticeBoardStrings;
}

/** How long typing pauses before the search asks the API: one request per word, not per key. */
const SEARCH_PAUSE_MS = 250;

/**
 * One page of the notices list, pinned first then newest, one notice expanded at a time. Prebuilt as
 * static HTML (the page's notices in full, the pages as links); once hydrated it refreshes this page
 * from the API (the same cut: GET /api/notices?page=…) and searches all of this list's notices as the
 * visitor types, through the API a page of results at a time (the box is there from the first paint
 * for visitors with JavaScript, so nothing shifts when it comes alive).
 */
export default function NoticeBoard({ locale, listing, pages, initial, strings }: Props) {
  const toViews = (rows: NoticeRow[]) => toNoticeViews(rows, locale);
  const all = useFresh<NoticeRow, NoticeView>(listPagePath('/api/notices', { page: listing.page, pageSize: NOTICES_PER_PAGE, category: listing.category }), initial, toViews, 'notice');
  const [openId, setOpenId] = useState<number | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const [query, setQuery] = useState('');
  const [asked, setAsked] = useState('');
  const hashHandled = useRef(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    const words = query.trim();
    if (words === '') return setAsked('');
    const timer = setTimeout(() => setAsked(words), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [query]);
  const results = usePagedList<NoticeRow, NoticeView>(asked ? listPagePath('/api/notices', { page: 1, pageSize: NOTICES_PER_PAGE, category: listing.category, q: asked, lang: locale }) : undefined, toViews, 'notice');
  const searching = query.trim() !== '';
  // Until the API answers the words typed (or when it fails), the search covers this page's notices.
  const answered = searching && asked === query.trim() && results.state === 'fresh';
  const items = searching ? (answered ? results.items : searchNotices(all.items, query)) : all.items;
  // Opened at a notice's place in the list (#notice-12, as feeds and shared links once pointed): it opens
  // and stays in view; one not on this page is sent to its own page. Once: later the reader decides.
  useEffect(() => {
    if (hashHandled.current || !hydrated) return;
    const id = /^#notice-(\d{1,10})$/.exec(window.location.hash)?.[1];
    if (!id) return void (hashHandled.current = true);
    if (items.some((n) => n.id === Number(id))) {
      hashHandled.current = true;
      void sendViewBeacon('notice', Number(id));
      setOpenId(Number(id));
      requestAnimationFrame(() => document.getElementById(noticeAnchor(Number(id)))?.scrollIntoView());
    } else if (all.state !== 'prebuilt') {
      hashHandled.current = true;
      window.location.replace(localizePath(locale, noticePath(Number(id))));
    }
  }, [hydrated, items, all.state, locale]);

  const toggle = (id: number) => {
    // Opening a notice is reading it: counted once per reader and day (functions/views.ts).
    if (openId !== id) void sendViewBeacon('notice', id);
    setOpenId(openId === id ? null : id);
  };
  return (
    <div data-state={hydrated ? all.state : 'prebuilt'}>
      <NoticeSearchBox locale={locale} query={query} onQuery={setQuery} found={searching ? (answered ? results.total : items.length) : undefined} strings={strings.search} />
      {items.length === 0 ? (
        !searching && <p role="status" className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center text-slate-700">{strings.empty}</p>
      ) : (
        <ul className="space-y-4">
          {items.map((n) => (
            <NoticeItem key={n.id} locale={locale} notice={n} strings={strings} interactive={hydrated} expanded={openId === n.id} onToggle={() => toggle(n.id)} />
          ))}
        </ul>
      )}
      {answered && results.more && (
        <button type="button" onClick={results.more} className="mt-6 min-h-11 rounded-lg border border-slate-300 px-4 font-semibold text-brand-700 hover:bg-brand-50">
          {strings.search.more}
        </button>
      )}
      {!searching && <Pager locale={locale} current={listing.page} pages={pages} href={(page) => localizePath(locale, noticeListingPath({ ...listing, page }))} strings={strings.pager} />}
    </div>
  );
}
