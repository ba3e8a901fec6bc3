import { formatNumber } from '#i18n/format.ts';
import type { Locale } from '#i18n/locales.ts';
import type { NoticeBoardStrings } from './noticeView.ts';

interface Props {
  locale: Locale;
  query: string;
  onQuery: (query: string) => void;
  /** Matches of a non-empty query, announced as they change. */
  found: number | undefined;
  strings: NoticeBoardStrings['search'];
}

/** Searching the notices of this list as you type (only once hydrated: the search runs in the browser). */
export default function NoticeSearchBox({ locale, query, onQuery, found, strings }: Props) {
  return (
    <div role="search" className="mb-6">
      <label htmlFor="notice-search" className="block font-semibold text-slate-800">{strings.label}</label>
      <div className="mt-2 flex gap-2">
        <input
          id="notice-search"
          type="search"
          value={query}
          onChange={(event) => onQuery(event.target.value)}
          placeholder={strings.placeholder}
          autoComplete="off"
          className="min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-slate-900"
        />
        {query && (
          <button type="button" onClick={() => onQuery('')} className="min-h-11 shrink-0 rounded-lg border border-slate-300 px-3 font-semibold text-brand-700 hover:bg-brand-50">
            {strings.clear}
          </button>
        )}
      </div>
      <p role="status" className="mt-2 min-h-6 text-sm text-slate-700">
        {found === undefined ? '' : found === 0 ? strings.none : strings.results.replace('{count}', formatNumber(locale, found))}
      </p>
    </div>
  );
}
