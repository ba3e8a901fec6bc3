import { useEffect, useState } from 'react';
import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import type { ExportJob } from '#domain/inquiry/export-job.ts';
import { adminFetch, errorMessage } from '../api.ts';
import { formatDateTime, formatNumber } from '../format.ts';
import { buttonClass, failureClass, hintClass } from '../ui.ts';

const ENDPOINT = '/api/admin/contacts/exports';
/** How often a waiting export is asked about. */
const POLL_MS = 1500;

/** An export of every inquiry the filters (`query`) select, prepared in the background and offered in parts when ready. */
export default function ExportJobPanel({ strings, query }: { strings: AdminStrings['inquiries']['exportJob']; query: string }) {
  const [job, setJob] = useState<ExportJob>();
  const [failure, setFailure] = useState<string>();
  const waiting = job?.status === 'queued' || job?.status === 'running';

  useEffect(() => {
    if (!job || !waiting) return;
    const timer = setTimeout(() => {
      adminFetch<ExportJob>('GET', `${ENDPOINT}/${job.id}`).then(setJob, (error: unknown) => setFailure(errorMessage(error, strings.failed)));
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [job, waiting, strings.failed]);

  async function prepare() {
    setFailure(undefined);
    try {
      setJob(await adminFetch<ExportJob>('POST', ENDPOINT + query));
    } catch (error) {
      setFailure(errorMessage(error, strings.failed));
    }
  }

  return (
    <div className="mt-4 rounded-xl border border-slate-200 bg-white p-4 text-sm">
      <p className={hintClass}>{strings.hint}</p>
      <button type="button" className={`${buttonClass('secondary')} mt-2`} disabled={waiting} onClick={() => void prepare()}>{strings.prepare}</button>
      <div role="status" className="mt-2">
        {waiting && <p>{fill(strings.preparing, { rows: formatNumber(job.rows) })}</p>}
        {job?.status === 'ready' && (
          <>
            <p>{fill(strings.ready, { rows: formatNumber(job.rows), parts: job.parts.length, time: formatDateTime(job.expiresAt) })}</p>
            <ul className="mt-1 space-y-1">
              {job.parts.map((part) => (
                <li key={part.part}><a className="font-semibold text-brand-700 underline" href={`${ENDPOINT}/${job.id}/parts/${part.part}`} download>{fill(strings.part, { part: part.part, rows: formatNumber(part.rows) })}</a></li>
              ))}
            </ul>
          </>
        )}
      </div>
      {(failure || job?.status === 'failed') && <p role="alert" className={`${failureClass} mt-2`}>{failure ?? strings.failed}</p>}
    </div>
  );
}
