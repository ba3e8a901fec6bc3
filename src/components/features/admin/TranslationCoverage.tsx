import type { AdminStrings } from '#data/admin/app/index.ts';
import { fill } from '#data/admin/app/index.ts';
import type { TranslationCoverage as Coverage } from '#domain/content/translation-status.ts';
import { translationLocales } from '#domain/content/translations.ts';
import type { ContentKindCoverage } from './dashboard.ts';

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

/** The dashboard's translation coverage: per kind and language, the items fully translated and current out of all. */
export default function TranslationCoverage({ strings, coverage }: { strings: Strings; coverage: ContentKindCoverage }) {
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
          </tbody>
        </table>
      </div>
    </section>
  );
}
