import { useState } from 'react';
import { listPagePath } from '#domain/content/list-page.ts';
import { html } from '../../ui/htmlAttributes.ts';
import Pager, { type PagerStrings } from '../../ui/Pager.tsx';
import type { Locale } from '#i18n/locales.ts';
import { csrListingPath, localizePath } from '#i18n/routes.ts';
import { useFresh, usePagedList } from '#stores/content.ts';
import { CSR_PER_PAGE } from '#lib/csr-listing.ts';
import { toCsrView, type CsrRow, type CsrView } from '#lib/csr-view.ts';
import type { CsrContent } from '#domain/pages/csr.ts';

interface Props {
  locale: Locale;
  /** This page of the list (from 1) and how many there are. */
  page: number;
  pages: number;
  /** The page's stories as prebuilt. */
  initial: CsrView[];
  /** The categories that have stories. */
  filters: ReadonlyArray<{ value: string; label: string }>;
  strings: Pick<CsrContent, 'filterLabel' | 'all' | 'views' | 'readMore' | 'loading' | 'empty' | 'koreanOnly' | 'more'> & { pager: PagerStrings };
}

/**
 * One page of the story cards, refreshed from the API (the same page: GET /api/csr-posts?page=…), with
 * the page links; a category filter over all the stories, read a page at a time with "more". The
 * filter is in the prebuilt HTML (so hydration shifts nothing) but shown only with JavaScript
 * (`.js-only`), which it needs; without it the page links reach every story.
 */
export default function CsrBoard({ locale, page, pages, initial, filters, strings }: Props) {
  const toViews = (rows: CsrRow[]) => rows.map((r) => toCsrView(r, locale, strings.views));
  const own = useFresh<CsrRow, CsrView>(listPagePath('/api/csr-posts', { page, pageSize: CSR_PER_PAGE }), initial, toViews, 'csr_post');
  const [category, setCategory] = useState('');
  const chosen = usePagedList<CsrRow, CsrView>(category ? listPagePath('/api/csr-posts', { page: 1, pageSize: CSR_PER_PAGE, category }) : undefined, toViews, 'csr_post');
  const shown = category ? chosen.items : own.items;
  const state = category ? (chosen.state === 'loading' ? 'prebuilt' : chosen.state) : own.state;
  const ko = (lang: string) => (lang === locale ? undefined : 'ko');
  const loading = category ? chosen.state === 'loading' : own.items.length === 0 && own.state === 'prebuilt';

  return (
    <div data-state={state}>
      <div role="group" aria-label={strings.filterLabel} className="js-only flex flex-wrap gap-2">
        {[{ value: '', label: strings.all }, ...filters].map((f) => (
          <button key={f.value || 'all'} type="button" aria-pressed={category === f.value} onClick={() => setCategory(f.value)} className="min-h-11 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:border-brand-400 hover:text-brand-800 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white">
            {f.label}
          </button>
        ))}
      </div>
      {loading ? (
        <div role="status" className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          <span className="sr-only">{strings.loading}</span>
          {[0, 1, 2].map((i) => <div key={i} aria-hidden="true" className="h-80 animate-pulse rounded-2xl bg-slate-100" />)}
        </div>
      ) : shown.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
          <p className="text-lg font-semibold text-slate-900">{strings.empty.title}</p>
          <p className="mt-2 text-slate-600">{strings.empty.text}</p>
        </div>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((post) => (
            <li key={post.id} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
              <div className="relative aspect-video bg-brand-50">
                {post.image && <img src={post.image} alt="" width={800} height={450} loading="lazy" decoding="async" className="size-full object-cover" />}
                <span className={`absolute top-3 left-3 rounded-full px-3 py-1 text-xs font-semibold ${post.badge}`}>{post.categoryLabel}</span>
              </div>
              <div className="flex flex-1 flex-col p-5">
                <h3 className="text-lg" lang={ko(post.title.lang)}>{post.title.text}</h3>
                {post.title.lang !== locale && <p className="mt-1 text-xs text-slate-600">{strings.koreanOnly}</p>}
                {post.excerpt.text && <p className="mt-2 line-clamp-3 text-slate-600" lang={ko(post.excerpt.lang)}>{post.excerpt.text}</p>}
                <p className="mt-4 flex flex-wrap gap-x-3 text-sm text-slate-600"><time {...html({ datetime: post.dateIso })}>{post.date}</time><span>{post.views}</span></p>
                <a href={post.href} className="mt-4 inline-flex min-h-11 items-center self-start rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
                  {strings.readMore}<span className="sr-only" lang={ko(post.title.lang)}>: {post.title.text}</span>
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
      {category && chosen.more && (
        <button type="button" onClick={chosen.more} className="mt-6 min-h-11 rounded-lg border border-slate-300 px-4 font-semibold text-brand-700 hover:bg-brand-50">
          {strings.more}
        </button>
      )}
      {!category && <Pager locale={locale} current={page} pages={pages} href={(p) => localizePath(locale, csrListingPath(p))} strings={strings.pager} />}
    </div>
  );
}
