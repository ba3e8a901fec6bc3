import { useId, type ReactNode } from 'react';
import type { ContentStrings, ResourceStrings } from '#data/admin/content/index.ts';
import { fill } from '#data/admin/app/index.ts';
import { badgeClass, buttonClass, inputClass, labelClass } from '../ui.ts';
import { formatDateTime } from '../format.ts';
import TranslationFilter from './TranslationFilter.tsx';
import TrashPanel from './TrashPanel.tsx';
import type { ListState } from './useContentCrud.ts';

interface Props {
  strings: ResourceStrings;
  common: ContentStrings['common'];
  list: ListState;
  /** useContentCrud's `trash`: the tab's trash, under its list. */
  trash: { kind: string; changes: number; onRestored: () => void };
  onNew: () => void;
  /** The matching rows (<li> elements). */
  children: ReactNode;
}

/**
 * A content tab's frame: heading with the 'new' button, then the list, its empty state, its load
 * failure with a retry, or (while loading) placeholder rows of a row's height so nothing jumps.
 */
export default function ContentList({ strings, common, list, trash, onNew, children }: Props) {
  const { status, query, setQuery: onQuery, needs, setNeeds, retry: onRetry } = list;
  const count = list.items.length;
  const shown = list.shown.length;
  const headingId = useId();
  const searchId = useId();
  const searching = query.trim() !== '' || needs !== null;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} tabIndex={-1} data-admin-tab-heading className="text-xl font-bold text-slate-900 focus-visible:outline-3 focus-visible:outline-brand-600">{strings.heading}</h2>
        <button type="button" className={buttonClass('primary')} onClick={onNew}>
          <svg className="size-4" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false"><path d="M10 4v12M4 10h12" /></svg>
          {strings.newButton}
        </button>
      </div>
      {status === 'loading' && (
        <div aria-busy="true">
          <p role="status" className="sr-only">{common.loading}</p>
          <ul className="space-y-3" aria-hidden="true">
            {[0, 1, 2].map((i) => <li key={i} className="h-36 animate-pulse rounded-xl border border-slate-200 bg-slate-100 motion-reduce:animate-none" />)}
          </ul>
        </div>
      )}
      {status === 'error' && (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-accent-100 bg-accent-50 px-4 py-6 text-accent-700">
          <p>{common.loadFailed}</p>
          <button type="button" className={buttonClass('secondary')} onClick={onRetry}>{common.retry}</button>
        </div>
      )}
      {status === 'ready' && count === 0 && (
        <p role="status" className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-12 text-center text-slate-700">{strings.empty}</p>
      )}
      {status === 'ready' && count > 0 && (
        <div role="search">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="min-w-0 flex-1">
              <label htmlFor={searchId} className={labelClass}>{common.search}</label>
              <input id={searchId} type="search" value={query} placeholder={common.searchPlaceholder} onChange={(event) => onQuery(event.target.value)} aria-describedby={`${searchId}-count`} className={`${inputClass} max-w-xl`} />
            </div>
            <TranslationFilter value={needs} onChange={setNeeds} strings={common} describedBy={`${searchId}-count`} />
          </div>
          <p id={`${searchId}-count`} role="status" className="mt-1 min-h-5 text-sm text-slate-600">
            {searching && fill(common.searchCount, { count, shown })}
          </p>
        </div>
      )}
      {status === 'ready' && count > 0 && shown === 0 && (
        <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-12 text-center text-slate-700">
          {query.trim() === '' && needs !== null ? fill(common.tracking.noneNeed, { language: common.languages[needs] }) : fill(common.noMatches, { query: query.trim() })}
        </p>
      )}
      {status === 'ready' && shown > 0 && <ul aria-label={strings.listLabel} className="space-y-3">{children}</ul>}
      <TrashPanel {...trash} strings={common} />
    </section>
  );
}

interface RowProps {
  title: string;
  badges: ReactNode;
  preview: string;
  meta: ReactNode;
  translations: ReactNode;
  common: ContentStrings['common'];
  /** The pending draft: a badge says so, with its time when it is scheduled. */
  draft: { publishAt: string | null } | null | undefined;
  onEdit: () => void;
  onDelete: () => void;
}

/** One item: badges, title, text preview, facts, translation codes, and its edit and delete buttons. */
export function ContentRow({ title, badges, preview, meta, translations, common, draft, onEdit, onDelete }: RowProps) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-1.5">
            {draft && (
              <span className={`${badgeClass} border border-amber-700 bg-amber-50 text-amber-900`}>
                {draft.publishAt ? fill(common.drafts.scheduledBadge, { when: formatDateTime(draft.publishAt) }) : common.drafts.pendingBadge}
              </span>
            )}
            {badges}
          </div>
          <h3 className="mt-2 text-base font-semibold break-words text-slate-900 sm:text-lg">{title}</h3>
          {preview && <p className="mt-1 line-clamp-2 text-sm break-words text-slate-700">{preview}</p>}
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">{meta}</div>
          <div className="mt-2">{translations}</div>
        </div>
        <div className="flex shrink-0 gap-2">
          <button type="button" className={buttonClass('quiet')} onClick={onEdit}>
            {common.edit}<span className="sr-only"> {title}</span>
          </button>
          <button type="button" className={buttonClass('quietDanger')} onClick={onDelete}>
            {common.delete}<span className="sr-only"> {title}</span>
          </button>
        </div>
      </div>
    </li>
  );
}
