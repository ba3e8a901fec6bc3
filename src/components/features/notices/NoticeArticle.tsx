import type { Locale } from '#i18n/locales.ts';
import { formatNumber } from '#i18n/format.ts';
import { html } from '../../ui/htmlAttributes.ts';
import { richText } from '../../ui/richText.ts';
import type { NoticeArticleStrings, NoticeDetailView } from '#lib/notice-view.ts';

export interface NoticeLinks {
  list: string;
  contact: string;
}
interface Props {
  locale: Locale;
  notice: NoticeDetailView;
  strings: NoticeArticleStrings;
  links: NoticeLinks;
}

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';
const button = 'inline-flex min-h-11 items-center justify-center rounded-lg px-5 py-2.5 font-semibold';

/**
 * One notice on its own page: rendered to static HTML on the prebuilt page (no JS) and by the fallback
 * island for a notice newer than the build. The body is rich HTML from the database, sanitized on save.
 */
export default function NoticeArticle({ locale, notice, strings, links }: Props) {
  const ko = (lang: string) => (lang === locale ? undefined : 'ko');
  const category = (strings.categories as Record<string, string>)[notice.category] ?? notice.category;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <a href={links.list} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:text-brand-900">
        <span aria-hidden="true">←</span> {strings.detail.back}
      </a>
      <p className="mt-6 flex flex-wrap items-center gap-2">
        {notice.pinned && <span className={`${badge} bg-brand-700 text-white`}>{strings.pinned}</span>}
        {notice.important && <span className={`${badge} bg-accent-50 text-accent-800`}>{strings.important}</span>}
        <span className={`${badge} bg-slate-100 text-slate-700`}>{category}</span>
      </p>
      <h1 className="mt-4 text-3xl sm:text-4xl" lang={ko(notice.title.lang)}>{notice.title.text}</h1>
      {(notice.title.lang !== locale || notice.content.lang !== locale) && <p className="mt-2 text-sm text-slate-600">{strings.koreanOnly}</p>}
      <dl className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-slate-600">
        <div className="flex gap-1"><dt>{strings.author}</dt><dd className="font-medium text-slate-800">{notice.author}</dd></div>
        <div className="flex gap-1"><dt>{strings.date}</dt><dd><time {...html({ datetime: notice.dateIso })}>{notice.date}</time></dd></div>
        <div className="flex gap-1"><dt>{strings.views}</dt><dd data-views>{formatNumber(locale, notice.views)}</dd></div>
      </dl>
      <div className={`mt-8 text-lg ${richText}`} lang={ko(notice.content.lang)} dangerouslySetInnerHTML={{ __html: notice.content.text }} />
      <p className="mt-10 text-sm text-slate-600">{strings.detail.lastModified}: <time {...html({ datetime: notice.modifiedIso })}>{notice.modified}</time></p>
      <div className="mt-8 flex flex-wrap gap-3 border-t border-slate-200 pt-8">
        <a href={links.list} className={`${button} border border-brand-700 text-brand-700 hover:bg-brand-50`}>{strings.detail.backToList}</a>
        <a href={links.contact} className={`${button} bg-accent-600 text-white hover:bg-accent-700`}>{strings.detail.contact}</a>
      </div>
    </article>
  );
}
