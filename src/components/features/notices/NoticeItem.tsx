import type { Locale } from '#i18n/locales.ts';
import { formatNumber } from '#i18n/format.ts';
import { localizePath, noticeAnchor, noticePath } from '#i18n/routes.ts';
import { html } from '../../ui/htmlAttributes.ts';
import { richText } from '../../ui/richText.ts';
import type { NoticeBoardStrings, NoticeView } from '#lib/notice-view.ts';

interface Props {
  locale: Locale;
  notice: NoticeView;
  strings: NoticeBoardStrings;
  /**
   * Hydrated. Before that the prebuilt HTML holds both looks: with JavaScript the hydrated one (the
   * preview and its buttons, `js-only`: nothing moves when the island comes alive, a click on a button
   * is replayed then), without it the notice in full (`no-js-only`).
   */
  interactive: boolean;
  expanded: boolean;
  onToggle: () => void;
}

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';
const action = 'inline-flex min-h-11 items-center gap-1 rounded-lg px-2 font-semibold text-brand-700 hover:bg-brand-50';

/**
 * One notice of the list. Content is rich HTML set with dangerouslySetInnerHTML: acceptable only
 * because the server sanitizes it on save (admin API; the seed is trusted content).
 */
export default function NoticeItem({ locale, notice: n, strings, interactive, expanded, onToggle }: Props) {
  const ko = (lang: string) => (lang === locale ? undefined : 'ko');
  const body = `notice-n-${n.id}`;
  const category = (strings.categories as Record<string, string>)[n.category] ?? n.category;
  const named = <span className="sr-only" lang={ko(n.title.lang)}>: {n.title.text}</span>;
  return (
    <li id={noticeAnchor(n.id)} className={`rounded-2xl border bg-white p-5 shadow-sm sm:p-6 ${n.pinned ? 'border-brand-300' : 'border-slate-200'}`}>
      <div className="flex flex-wrap items-center gap-2">
        {n.pinned && <span className={`${badge} bg-brand-700 text-white`}>{strings.pinned}</span>}
        {n.important && <span className={`${badge} bg-accent-50 text-accent-800`}>{strings.important}</span>}
        <span className={`${badge} bg-slate-100 text-slate-700`}>{category}</span>
        {(n.title.lang !== locale || n.content.lang !== locale) && <span className="text-xs text-slate-600">{strings.koreanOnly}</span>}
      </div>
      <h3 className="mt-3 text-lg sm:text-xl" lang={ko(n.title.lang)}>
        <button type="button" aria-expanded={expanded} aria-controls={body} onClick={onToggle} className={`${interactive ? '' : 'js-only '}min-h-6 text-left hover:text-brand-800`}>
          {n.title.text}
        </button>
        {!interactive && <span className="no-js-only">{n.title.text}</span>}
      </h3>
      <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        <div className="flex gap-1"><dt>{strings.author}</dt><dd className="font-medium text-slate-800">{n.author}</dd></div>
        <div className="flex gap-1"><dt>{strings.date}</dt><dd><time {...html({ datetime: n.dateIso })}>{n.date}</time></dd></div>
        <div className="flex gap-1"><dt>{strings.views}</dt><dd>{formatNumber(locale, n.views)}</dd></div>
      </dl>
      <div id={body} className="mt-4" lang={ko(n.content.lang)}>
        {(expanded || !interactive) && <div className={`${interactive ? '' : 'no-js-only '}${richText}`} dangerouslySetInnerHTML={{ __html: n.content.text }} />}
        {!expanded && <p className={`${interactive ? '' : 'js-only '}text-slate-700`}>{n.preview}</p>}
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" aria-expanded={expanded} aria-controls={body} onClick={onToggle} className={`${interactive ? '' : 'js-only '}${action}`}>
          {expanded ? strings.collapse : strings.readMore}
          {named}
        </button>
        <a href={localizePath(locale, noticePath(n.id))} className={action}>{strings.pageLink}{named}</a>
      </div>
    </li>
  );
}
