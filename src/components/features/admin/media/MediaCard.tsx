import { useState } from 'react';
import type { MediaStrings } from '#data/admin/content/index.ts';
import { fill } from '#data/admin/app/index.ts';
import { altReady } from '#domain/media/alt.ts';
import type { MediaItem } from '#domain/media/api.ts';
import { showToast } from '#stores/toast.ts';
import { errorMessage } from '../api.ts';
import { restoreMedia } from '../content/mediaLibrary.ts';
import { buttonClass, failureClass } from '../ui.ts';
import { formatDateTime, formatNumber } from '../format.ts';
import MediaAltForm from './MediaAltForm.tsx';
import MediaDelete from './MediaDelete.tsx';
import MediaUsages from './MediaUsages.tsx';
import type { UsageLabelStrings } from './usageLabels.ts';

interface Props {
  item: MediaItem;
  strings: MediaStrings;
  labels: UsageLabelStrings;
  onChanged: (item: MediaItem) => void;
  /** The image left this list (deleted into the trash, or restored from it): read it again. */
  onDeleted: () => void;
}

/**
 * One image of the library: what it is, where it is used, its alt text (edited in place) and deletion
 * into the trash; an image in the trash says when it goes for good and can be restored.
 */
export default function MediaCard({ item, strings, labels, onChanged, onDeleted }: Props) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [restoring, setRestoring] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function restore() {
    setRestoring(true);
    setFailure(null);
    try {
      await restoreMedia(item.id);
      showToast({ title: strings.restored });
      onDeleted();
    } catch (error) {
      setFailure(`${strings.restoreFailed}: ${errorMessage(error, strings.restoreFailed)}`);
    } finally {
      setRestoring(false);
    }
  }
  const base = `media-${item.id}`;
  const size = `${formatNumber(Math.max(1, Math.round(item.byteLength / 1024)))} KB`;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-labelledby={`${base}-name`}>
      <div className="flex gap-4">
        <img src={item.url} alt="" width={112} height={84} loading="lazy" className="h-21 w-28 shrink-0 rounded-lg border border-slate-200 bg-slate-50 object-contain" />
        <div className="min-w-0 text-sm">
          <h3 id={`${base}-name`} className="text-base font-semibold break-all text-slate-900">{item.fileName}</h3>
          <p className="text-slate-700">{fill(strings.dimensions, { width: item.width, height: item.height, size })}</p>
          <p className="text-slate-700">{fill(strings.uploaded, { who: item.uploadedBy ?? strings.deletedAccount, when: formatDateTime(item.uploadedAt) })}</p>
          {item.trash ? (
            <p className="font-medium text-slate-800">{fill(strings.trashInfo, { who: item.trash.deletedBy ?? strings.deletedAccount, when: formatDateTime(item.trash.deletedAt), purge: formatDateTime(item.trash.purgeAt) })}</p>
          ) : (
            <p className={altReady(item.alt) ? 'text-slate-800' : 'font-medium text-accent-700'}>{altReady(item.alt) ? `${strings.altHeading}: ${item.alt.ko}` : strings.altMissing}</p>
          )}
        </div>
      </div>
      <div className="mt-3">
        <MediaUsages id={`${base}-usages`} usages={item.usages} strings={strings} labels={labels} />
      </div>
      {item.trash ? (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <button type="button" className={buttonClass('secondary')} onClick={() => void restore()} aria-busy={restoring || undefined} aria-describedby={`${base}-name`}>
            {restoring ? strings.restoring : strings.restore}
          </button>
          {failure && <p role="alert" className={failureClass}>{failure}</p>}
        </div>
      ) : editing ? (
        <MediaAltForm id={`${base}-alt`} item={item} strings={strings}
          onSaved={(alt, version) => { onChanged({ ...item, alt, version }); setEditing(false); }}
          onConflict={(alt, version) => onChanged({ ...item, alt, version })} onCancel={() => setEditing(false)} />
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" className={buttonClass('secondary')} onClick={() => setEditing(true)} aria-describedby={`${base}-name`}>{strings.editAlt}</button>
          <button type="button" className={buttonClass('quietDanger')} onClick={() => setDeleting(true)} aria-describedby={`${base}-name`}>{strings.delete}</button>
        </div>
      )}
      {!item.trash && <MediaDelete open={deleting} item={item} strings={strings} labels={labels} onClose={() => setDeleting(false)} onDeleted={onDeleted} />}
    </li>
  );
}
