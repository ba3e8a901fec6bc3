import { useEffect, useRef, useState } from 'react';
import type { Locale } from '#i18n/locales.ts';
import { localizePath, noticeAnchor, noticePath, type NoticeListing } from '#i18n/routes.ts';
import { useFresh } from '#stores/content.ts';
import { sendViewBeacon } from '../views/viewBeacon.ts';
import NoticeItem from './NoticeItem.tsx';
import { inCategory, searchNotices, sliceListing } from './noticeListing.ts';
import NoticePager from './NoticePager.tsx';
import NoticeSearchBox from './NoticeSearchBox.tsx';
import { toNoticeViews, type NoticeBoardStrings, type NoticeRow, type NoticeView } from './noticeView.ts';

interface Props {
  locale: Locale;
  /** This page of the list: all notices or one category's, and which page. */
  listing: NoticeListing;
  pages: number;
  /** The page's notices as prebuilt. */
  initial: NoticeView[];
  strings: NoticeBoardStrings;
}

/**
 * One page of the notices list, pinned first then newest, one notice expanded at a time. Prebuilt as
 * static HTML (every notice in full, the pages as links); once hydrated it refreshes the notices from
 * the API (cut the same way) and searches all of this list's notices as the visitor types (the box is
 * there from the first paint for visitors with JavaScript, so nothing shifts when it comes alive).
 */
export default function NoticeBoard({ locale, listing, pages, initial, strings }: Props) {
  const all = useFresh<NoticeRow, NoticeView>('/api/notices', [], (rows) => toNoticeViews(rows, locale), 'notice');
  const [openId, setOpenId] = useState<number | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const [query, setQuery] = useState('');
  const hashHandled = useRef(false);
  useEffect(() => setHydrated(true), []);
  const fresh = all.state === 'fresh';
  const searching = query.trim() !== '';
  // Until the API answers (or when it fails), the search covers this page's prebuilt notices.
  const items = searching ? searchNotices(fresh ? inCategory(all.items, listing.category) : initial, query) : fresh ? sliceListing(all.items, listing) : initial;
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
      <NoticeSearchBox locale={locale} query={query} onQuery={setQuery} found={searching ? items.length : undefined} strings={strings.search} />
      {items.length === 0 ? (
        !searching && <p role="status" className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center text-slate-700">{strings.empty}</p>
      ) : (
        <ul className="space-y-4">
          {items.map((n) => (
            <NoticeItem key={n.id} locale={locale} notice={n} strings={strings} interactive={hydrated} expanded={openId === n.id} onToggle={() => toggle(n.id)} />
          ))}
        </ul>
      )}
      {!searching && <NoticePager locale={locale} listing={listing} pages={pages} strings={strings.pager} />}
    </div>
  );
}
