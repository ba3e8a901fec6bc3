import { useEffect, useState } from 'react';
import type { Locale } from '#i18n/locales.ts';
import { formatNumber } from '#i18n/format.ts';
import { localizePath, noticeAnchor, noticePath } from '#i18n/routes.ts';
import { useFresh } from '#stores/content.ts';
import { richText } from '../../ui/richText.ts';
import { sendViewBeacon } from '../views/viewBeacon.ts';
import { toNoticeViews, type NoticeRow, type NoticeView } from './noticeView.ts';
import type { NoticesContent } from '#data/pages/notices/index.ts';

interface Props {
  locale: Locale;
  initial: NoticeView[];
  strings: Pick<NoticesContent, 'categories' | 'pinned' | 'important' | 'author' | 'views' | 'date' | 'readMore' | 'collapse' | 'loading' | 'empty' | 'koreanOnly' | 'pageLink'>;
}

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';
const action = 'inline-flex min-h-11 items-center gap-1 rounded-lg px-2 font-semibold text-brand-700 hover:bg-brand-50';

/**
 * Notices, pinned first then newest; one expanded at a time (title or button toggles). Before
 * hydration every notice shows in full. Content is rich HTML set with dangerouslySetInnerHTML:
 * acceptable only because the server sanitizes it on save (admin API; the seed is trusted content).
 */
export default function NoticeBoard({ locale, initial, strings }: Props) {
  const { items, state } = useFresh<NoticeRow, NoticeView>('/api/notices', initial, (rows) => toNoticeViews(rows, locale), 'notice');
  const [openId, setOpenId] = useState<number | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const base = 'notice';
  useEffect(() => setHydrated(true), []);
  // Opened at a notice's address (a feed's link, a shared URL): that notice opens and stays in view.
  useEffect(() => {
    const id = items.find((n) => `#${noticeAnchor(n.id)}` === window.location.hash)?.id;
    if (id === undefined) return;
    void sendViewBeacon('notice', id);
    setOpenId(id);
    requestAnimationFrame(() => document.getElementById(noticeAnchor(id))?.scrollIntoView());
    // Once, when the notices are first there; later refreshes leave the reader's choice alone.
  }, [items.length > 0]);

  if (items.length === 0) {
    return <p role="status" className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center text-slate-700">{state === 'prebuilt' && initial.length === 0 && !hydrated ? strings.loading : strings.empty}</p>;
  }
  const ko = (lang: string) => (lang === locale ? undefined : 'ko');
  const label = (key: string) => (strings.categories as Record<string, string>)[key] ?? key;

  return (
    <ul className="space-y-4" data-state={hydrated ? state : 'prebuilt'}>
      {items.map((n) => {
        const expanded = !hydrated || openId === n.id;
        const body = `${base}-n-${n.id}`;
        const toggle = () => {
          // Opening a notice is reading it: counted once per reader and day (functions/views.ts).
          if (openId !== n.id) void sendViewBeacon('notice', n.id);
          setOpenId(openId === n.id ? null : n.id);
        };
        return (
          <li key={n.id} id={noticeAnchor(n.id)} className={`rounded-2xl border bg-white p-5 shadow-sm sm:p-6 ${n.pinned ? 'border-brand-300' : 'border-slate-200'}`}>
            <div className="flex flex-wrap items-center gap-2">
              {n.pinned && <span className={`${badge} bg-brand-700 text-white`}>{strings.pinned}</span>}
              {n.important && <span className={`${badge} bg-accent-50 text-accent-800`}>{strings.important}</span>}
              <span className={`${badge} bg-slate-100 text-slate-700`}>{label(n.category)}</span>
              {(n.title.lang !== locale || n.content.lang !== locale) && <span className="text-xs text-slate-600">{strings.koreanOnly}</span>}
            </div>
            <h3 className="mt-3 text-lg sm:text-xl" lang={ko(n.title.lang)}>
              {hydrated ? (
                <button type="button" aria-expanded={expanded} aria-controls={body} onClick={toggle} className="min-h-6 text-left hover:text-brand-800">
                  {n.title.text}
                </button>
              ) : n.title.text}
            </h3>
            <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
              <div className="flex gap-1"><dt>{strings.author}</dt><dd className="font-medium text-slate-800">{n.author}</dd></div>
              <div className="flex gap-1"><dt>{strings.date}</dt><dd>{n.date}</dd></div>
              <div className="flex gap-1"><dt>{strings.views}</dt><dd>{formatNumber(locale, n.views)}</dd></div>
            </dl>
            <div id={body} className="mt-4" lang={ko(n.content.lang)}>
              {expanded ? <div className={richText} dangerouslySetInnerHTML={{ __html: n.content.text }} /> : <p className="text-slate-700">{n.preview}</p>}
            </div>
            <div className="mt-3 flex flex-wrap gap-2">
              {hydrated && (
                <button type="button" aria-expanded={expanded} aria-controls={body} onClick={toggle} className={action}>
                  {expanded ? strings.collapse : strings.readMore}
                  <span className="sr-only" lang={ko(n.title.lang)}>: {n.title.text}</span>
                </button>
              )}
              <a href={localizePath(locale, noticePath(n.id))} className={action}>
                {strings.pageLink}
                <span className="sr-only" lang={ko(n.title.lang)}>: {n.title.text}</span>
              </a>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
