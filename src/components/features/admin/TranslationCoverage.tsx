import type { AdminStrings } from '#data/admin/app/index.ts';
import { fill } from '#data/admin/app/index.ts';
import type { TranslationCoverage as Coverage } from '#domain/content/translation-status.ts';
import { translationLocales, type TranslationLocale } from '#domain/content/translations.ts';
import type { PageLanguageCoverage, PageCoverage } from '#domain/pages/coverage.ts';
import { staleFieldsHash, type ContentKindCoverage } from './dashboard.ts';

type Strings = AdminStrings['dashboard']['coverage'];
const kinds = ['notices', 'faqs', 'csr-posts'] as const;

/** A cell: '3/5', read out as '3 of 5 up to date'; fully covered kinds are marked by a tick too. */
function CoverageCell({ figures, strings }: { figures: Coverage[keyof Coverage]; strings: Strings }) {
  const done = figures.current === figures.total;
  return (
    <td className={`px-2 py-1.5 text-right tabular-nums ${done ? 'font-semibold text-brand-900' : 'text-slate-800'}`}>
      <span aria-hidden="true">{done && figures.total > 0 ? '✓ ' : ''}{fill(strings.cell, figures)}</span>
      <span className="sr-only">{fill(strings.cellLabel, figures)}</span>
    </td>
  );
}

/** A page cell: the pages fully current as a content cell, then the stale fields as a link to them. */
function PageCell({ figures, locale, strings }: { figures: PageLanguageCoverage; locale: TranslationLocale; strings: Strings }) {
  const done = figures.current === figures.total;
  return (
    <td className={`px-2 py-1.5 text-right tabular-nums ${done ? 'font-semibold text-brand-900' : 'text-slate-800'}`}>
      <span aria-hidden="true">{done && figures.total > 0 ? '✓ ' : ''}{fill(strings.cell, { current: figures.current, total: figures.total })}</span>
      <span className="sr-only">{fill(strings.cellLabel, { current: figures.current, total: figures.total })}</span>
      {figures.staleFields > 0 && (
        <a href={staleFieldsHash(figures, locale)} className="mt-0.5 block font-medium text-amber-900 underline underline-offset-2 hover:text-amber-950">
          {fill(strings.staleFields, { count: figures.staleFields })}
          <span className="sr-only">{fill(strings.staleFieldsLabel, { language: strings.languages[locale] })}</span>
        </a>
      )}
    </td>
  );
}

/** The dashboard's translation coverage: per kind and language, the items fully translated and current out of all; then the pages, when the reader edits them. */
export default function TranslationCoverage({ strings, coverage, pages }: { strings: Strings; coverage: ContentKindCoverage; pages: PageCoverage | null }) {
  return (
    <section className="mt-8">
      <h3 id="admin-coverage-heading" className="text-lg">{strings.heading}</h3>
      <p id="admin-coverage-caption" className="mt-1 text-sm text-slate-700">{strings.caption}</p>
      {/* relative: the cells' screen-reader texts (absolutely placed) stay inside this scrolling box instead of widening the page. */}
      <div className="relative mt-3 max-w-full overflow-x-auto rounded-xl border border-slate-200 bg-white p-3" tabIndex={0} role="region" aria-labelledby="admin-coverage-heading">
        <table className="w-full min-w-max text-sm" aria-describedby="admin-coverage-caption">
          <thead>
            <tr className="border-b border-slate-300 text-left">
              <th scope="col" className="py-2 pr-3 font-semibold">{strings.kind}</th>
              {translationLocales.map((locale) => <th key={locale} scope="col" className="px-2 py-2 text-right font-semibold">{strings.languages[locale]}</th>)}
            </tr>
          </thead>
          <tbody>
            {kinds.map((kind) => (
              <tr key={kind} className="border-b border-slate-100">
                <th scope="row" className="py-1.5 pr-3 text-left font-normal">{strings.kinds[kind]}</th>
                {translationLocales.map((locale) => <CoverageCell key={locale} figures={coverage[kind][locale]} strings={strings} />)}
              </tr>
            ))}
            {pages && (
              <tr className="border-b border-slate-100 align-top">
                <th scope="row" className="py-1.5 pr-3 text-left font-normal">{strings.pages}</th>
                {translationLocales.map((locale) => <PageCell key={locale} figures={pages[locale]} locale={locale} strings={strings} />)}
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {pages && <p className="mt-2 text-sm text-slate-700">{strings.pagesNote}</p>}
    </section>
  );
}
