import { useState } from 'react';
import { html } from '../../ui/htmlAttributes.ts';
import type { Locale } from '#i18n/locales.ts';
import { useFresh } from '#stores/content.ts';
import { filterCsr, filtersInUse, toCsrView, type CsrRow, type CsrView } from './csrView.ts';
import type { CsrContent } from '#data/pages/csr/index.ts';

interface Props {
  locale: Locale;
  initial: CsrView[];
  filters: ReadonlyArray<{ value: string; label: string }>;
  strings: Pick<CsrContent, 'filterLabel' | 'all' | 'views' | 'readMore' | 'loading' | 'empty' | 'koreanOnly'>;
}

/**
 * Category filter over the story cards; skeletons only while nothing is loaded. The filter is in the
 * prebuilt HTML (so hydration shifts nothing) but shown only with JavaScript (`.js-only`), which it needs.
 */
export default function CsrBoard({ locale, initial, filters, strings }: Props) {
  const { items, state } = useFresh<CsrRow, CsrView>('/api/csr-posts', initial, (rows) => rows.map((r) => toCsrView(r, locale, strings.views)), 'csr_post');
  const [chosen, setCategory] = useState('');
  // Only categories that have stories are offered (as the stories change, so do they); a chosen one
  // whose last story went falls back to all.
  const offered = filtersInUse(filters, items);
  const category = offered.some((f) => f.value === chosen) ? chosen : '';
  const shown = filterCsr(items, category);
  const ko = (lang: string) => (lang === locale ? undefined : 'ko');
  const loading = items.length === 0 && state === 'prebuilt';

  return (
    <div data-state={state}>
      <div role="group" aria-label={strings.filterLabel} className="js-only flex flex-wrap gap-2">
        {[{ value: '', label: strings.all }, ...offered].map((f) => (
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
    </div>
  );
}
