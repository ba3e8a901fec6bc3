import { useState } from 'react';
import type { ContentStrings, MediaStrings } from '#data/admin/content/index.ts';
import type { AdminStrings } from '#data/admin/app/index.ts';
import { mediaFilters, type MediaFilter, type MediaItem } from '#domain/media/api.ts';
import LoadFailed from '../LoadFailed.tsx';
import Spinner from '../Spinner.tsx';
import { useAdminQuery } from '../useAdminQuery.ts';
import MediaCard from './MediaCard.tsx';
import MediaUpload from './MediaUpload.tsx';

interface Props {
  strings: MediaStrings;
  common: ContentStrings['common'];
  /** The site settings' own labels, for the places in them an image is used. */
  settings: AdminStrings['siteSettings'];
  /** The pages' names, for a page an image is used on. */
  pages: AdminStrings['pages'];
}

/** The media library: every uploaded image (or only the unused ones, or those in its trash) with where it is used, its alt text, deletion and restore. */
export default function MediaTab({ strings, common, settings, pages }: Props) {
  const labels = { media: strings, settings, pages };
  const [filter, setFilter] = useState<MediaFilter>('all');
  const { state, reload, setData } = useAdminQuery<{ items: MediaItem[] }>(filter === 'all' ? '/api/admin/media' : `/api/admin/media?filter=${filter}`);
  const replace = (item: MediaItem) => setData((data) => ({ items: data.items.map((other) => (other.id === item.id ? item : other)) }));
  return (
    <section aria-labelledby="admin-media-heading">
      <h2 id="admin-media-heading" tabIndex={-1} data-admin-tab-heading className="text-xl">{strings.heading}</h2>
      <p className="mt-1 max-w-3xl text-slate-700">{strings.intro}</p>
      <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2">
        <MediaUpload strings={strings} onUploaded={reload} />
        <fieldset className="flex flex-wrap items-center gap-x-5 gap-y-2">
          <legend className="sr-only">{strings.filterLabel}</legend>
          {mediaFilters.map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2 font-medium text-slate-800">
              <input type="radio" name="media-filter" value={value} checked={filter === value} onChange={() => setFilter(value)} className="size-4" />
              {strings.filters[value]}
            </label>
          ))}
        </fieldset>
      </div>
      {state.status === 'loading' && <Spinner label={common.loading} />}
      {state.status === 'failed' && <LoadFailed text={strings.loadFailed} retry={common.retry} error={state.error} onRetry={reload} />}
      {state.status === 'ready' &&
        (state.data.items.length === 0 ? (
          <p className="mt-6 text-slate-700">{{ all: strings.empty, unused: strings.emptyUnused, trash: strings.emptyTrash }[filter]}</p>
        ) : (
          <ul aria-label={strings.listLabel} className="mt-4 grid gap-4 lg:grid-cols-2">
            {state.data.items.map((item) => (
              <MediaCard key={item.id} item={item} strings={strings} labels={labels} onChanged={replace} onDeleted={reload} />
            ))}
          </ul>
        ))}
    </section>
  );
}
