import { useEffect, useRef } from 'react';
import { formatNumber } from '#i18n/format.ts';
import { html } from '../../ui/htmlAttributes.ts';
import type { Locale } from '#i18n/locales.ts';
import type { NoticeBoardStrings } from '#lib/notice-view.ts';

interface Props {
  locale: Locale;
  query: string;
  onQuery: (query: string) => void;
  /** Matches of a non-empty query, announced as they change. */
  found: number | undefined;
  strings: NoticeBoardStrings['search'];
}

/**
 * Searching the notices of this list as you type. The search runs in the browser: the box shows only to
 * visitors with JavaScript (`js-only`, settled before the first paint), so nothing shifts when it
 * comes alive; a word typed before that is kept and searched for at hydration.
 */
export default function NoticeSearchBox({ locale, query, onQuery, found, strings }: Props) {
  const input = useRef<HTMLInputElement>(null);
  // What was typed before hydration is kept, and searched for once the island is alive.
  useEffect(() => {
    if (input.current?.value) onQuery(input.current.value);
  }, []);
  const clear = () => {
    onQuery('');
    // The button goes with the query: focus stays in the box instead of falling to the page.
    input.current?.focus();
  };
  const count = found === undefined ? '' : found === 0 ? strings.none : (found === 1 ? strings.resultsOne : strings.results).replace('{count}', formatNumber(locale, found));
  return (
    <div role="search" className="js-only mb-6">
      <label htmlFor="notice-search" className="block font-semibold text-slate-800">{strings.label}</label>
      <div className="mt-2 flex gap-2">
        <input
          ref={input}
          id="notice-search"
          type="search"
          value={query}
          onChange={(event) => onQuery(event.target.value)}
          placeholder={strings.placeholder}
          {...html({ autocomplete: 'off' })}
          className="min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-slate-900"
        />
        {query && (
          <button type="button" onClick={clear} className="min-h-11 shrink-0 rounded-lg border border-slate-300 px-3 font-semibold text-brand-700 hover:bg-brand-50">
            {strings.clear}
          </button>
        )}
      </div>
      <p role="status" className="mt-2 min-h-6 text-sm text-slate-700">
        {count}
      </p>
    </div>
  );
}
