import type { Locale } from '#i18n/locales.ts';
import { formatNumber } from '#i18n/format.ts';
import { pagerPages } from './pagerPages.ts';

export interface PagerStrings {
  /** The navigation's name ("Notice list pages"). */
  label: string;
  previous: string;
  next: string;
  /** A page link's accessible name, with {page}. */
  page: string;
}

interface Props {
  locale: Locale;
  current: number;
  pages: number;
  /** The address of a page (a prebuilt one: the links work without JavaScript). */
  href: (page: number) => string;
  strings: PagerStrings;
}

const link = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 font-semibold';

/** Links to the prebuilt pages of a list, previous and next as rel links (nothing when it has one page). */
export default function Pager({ locale, current, pages, href, strings }: Props) {
  if (pages <= 1) return null;
  const pageName = (page: number) => strings.page.replace('{page}', formatNumber(locale, page));
  return (
    <nav aria-label={strings.label} className="mt-8">
      <ul className="flex flex-wrap items-center gap-2">
        {current > 1 && <li><a href={href(current - 1)} rel="prev" className={`${link} border-slate-300 text-brand-700 hover:bg-brand-50`}>{strings.previous}</a></li>}
        {pagerPages(current, pages).map((page, i) => page === 'gap' ? (
          <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-600">…</li>
        ) : (
          <li key={page}>
            <a
              href={href(page)}
              aria-current={page === current ? 'page' : undefined}
              aria-label={pageName(page)}
              className={`${link} ${page === current ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 text-brand-700 hover:bg-brand-50'}`}
            >
              {formatNumber(locale, page)}
            </a>
          </li>
        ))}
        {current < pages && <li><a href={href(current + 1)} rel="next" className={`${link} border-slate-300 text-brand-700 hover:bg-brand-50`}>{strings.next}</a></li>}
      </ul>
    </nav>
  );
}
