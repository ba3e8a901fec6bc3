import { useEffect, useState } from 'react';
import type { Locale } from '#i18n/locales.ts';
import { noticeAnchor, type NoticeListing } from '#i18n/routes.ts';
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
 * the API (cut the same way) and searches all of this list's notices as the visitor types.
 */
export default function NoticeBoard({ locale, listing, pages, initial, strings }: Props) {
  const all = useFresh<NoticeRow, NoticeView>('/api/notices', [], (rows) => toNoticeViews(rows, locale), 'notice');
  const [openId, setOpenId] = useState<number | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const [query, setQuery] = useState('');
  useEffect(() => setHydrated(true), []);
  const fresh = all.state === 'fresh';
  const searching = fresh && query.trim() !== '';
  const items = searching ? searchNotices(inCategory(all.items, listing.category), query) : fresh ? sliceListing(all.items, listing) : initial;
  // Opened at a notice's address (a shared URL to its list item): that notice opens and stays in view.
  useEffect(() => {
    const id = items.find((n) => `#${noticeAnchor(n.id)}` === window.location.hash)?.id;
    if (id === undefined) return;
    void sendViewBeacon('notice', id);
    setOpenId(id);
    requestAnimationFrame(() => document.getElementById(noticeAnchor(id))?.scrollIntoView());
    // Once, when the notices are first there; later refreshes leave the reader's choice alone.
  }, [items.length > 0]);

  const toggle = (id: number) => {
    // Opening a notice is reading it: counted once per reader and day (functions/views.ts).
    if (openId !== id) void sendViewBeacon('notice', id);
    setOpenId(openId === id ? null : id);
  };
  return (
    <div data-state={hydrated ? all.state : 'prebuilt'}>
      {fresh && <NoticeSearchBox locale={locale} query={query} onQuery={setQuery} found={searching ? items.length : undefined} strings={strings.search} />}
      {items.length === 0 && !searching ? (
        <p role="status" className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center text-slate-700">{strings.empty}</p>
      ) : (
        <ul className="space-y-4">
          {items.map((n) => (
            <NoticeItem key={n.id} locale={locale} notice={n} strings={strings} interactive={hydrated} expanded={!hydrated || openId === n.id} onToggle={() => toggle(n.id)} />
          ))}
        </ul>
      )}
      {!searching && <NoticePager locale={locale} listing={listing} pages={pages} strings={strings.pager} />}
    </div>
  );
}
