import { useEffect, useId, useRef, useState } from 'react';
import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import type { PageDocument } from '#domain/pages/api.ts';
import { adminRequest, errorMessage } from '../api.ts';
import { formatDateTime } from '../format.ts';
import LoadFailed from '../LoadFailed.tsx';
import Modal from '../Modal.tsx';
import Spinner from '../Spinner.tsx';
import { buttonClass, failureClass, hintClass } from '../ui.ts';
import { useAdminQuery } from '../useAdminQuery.ts';
import type { FormNode } from './form.ts';
import { versionChanges, type PageRevisionEntry } from './history.ts';

type Strings = AdminStrings['pages'];

interface Props {
  open: boolean;
  page: Pick<PageDocument, 'key' | 'locale' | 'version'>;
  model: FormNode;
  /** What the form holds now, saved or not: the side every version is compared with. */
  content: unknown;
  strings: Strings;
  onClose: () => void;
  /** Load a version's content into the form; the editor saves it as any edit (If-Match, conflict dialog). */
  onRestore: (version: number, content: unknown) => void;
}

type Chosen = { version: number; state: 'loading' } | { version: number; state: 'ready'; content: unknown } | { version: number; state: 'failed'; message: string };

/**
 * The page's saved versions in this language, newest first; choosing one compares it with the form
 * field by field, and restoring loads it into the form rather than saving it, so nothing typed or
 * saved is lost until the editor saves, and that save meets the usual version check.
 */
export default function PageHistory({ open, page, model, content, strings, onClose, onRestore }: Props) {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const round = useRef(0);
  const h = strings.history;

  function close() {
    round.current++;
    setChosen(null);
    onClose();
  }

  async function choose(version: number) {
    const mine = ++round.current;
    setChosen({ version, state: 'loading' });
    try {
      const { data } = await adminRequest<{ revision: { version: number; content: unknown } }>('GET', `/api/admin/pages/${page.key}/history/${version}?locale=${page.locale}`);
      if (mine === round.current) setChosen({ version, state: 'ready', content: data.revision.content });
    } catch (error) {
      if (mine === round.current) setChosen({ version, state: 'failed', message: errorMessage(error, h.loadFailed) });
    }
  }

  const ready = chosen?.state === 'ready' ? chosen : null;
  return (
    <Modal
      open={open}
      title={h.title}
      onClose={close}
      closeLabel={h.close}
      footer={
        <>
          <button type="button" className={buttonClass('secondary')} onClick={close}>{h.close}</button>
          {ready && (
            <button
              type="button"
              className={buttonClass('primary')}
              onClick={() => {
                const { version, content: restored } = ready;
                close();
                onRestore(version, restored);
              }}
            >
              {h.restore}
            </button>
          )}
        </>
      }
    >
      <p className={hintClass}>{h.intro}</p>
      {open && <VersionList page={page} strings={strings} chosen={chosen?.version} onChoose={(version) => void choose(version)} />}
      {chosen?.state === 'loading' && <Spinner label={fill(h.loading, { version: chosen.version })} />}
      {chosen?.state === 'failed' && <p role="alert" className={`${failureClass} mt-4`}>{chosen.message}</p>}
      {ready && <Comparison model={model} now={content} then={ready.content} version={ready.version} strings={h} />}
    </Modal>
  );
}

function VersionList({ page, strings, chosen, onChoose }: { page: Props['page']; strings: Strings; chosen: number | undefined; onChoose: (version: number) => void }) {
  const { state, reload } = useAdminQuery<{ revisions: PageRevisionEntry[] }>(`/api/admin/pages/${page.key}/history?locale=${page.locale}`);
  const h = strings.history;
  if (state.status === 'loading') return <Spinner label={h.title} />;
  if (state.status === 'failed') return <LoadFailed text={h.loadFailed} retry={strings.retry} error={state.error} onRetry={reload} />;
  return (
    <ul aria-label={h.listLabel} className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
      {state.data.revisions.map((r) => {
        const when = r.savedAt ? formatDateTime(r.savedAt) : '';
        const detail = r.savedAt === null ? h.firstRun : r.savedBy ? fill(h.savedBy, { when, who: r.savedBy }) : fill(h.savedAt, { when });
        return (
          <li key={r.version} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
            <span className="min-w-0 text-sm [overflow-wrap:anywhere]">
              <span className="font-semibold">{fill(h.version, { version: r.version })}</span>
              {r.version === page.version && ` (${h.current})`} · {detail}
            </span>
            <button
              type="button"
              className={buttonClass('quiet')}
              aria-pressed={chosen === r.version}
              onClick={() => onChoose(r.version)}
            >
              {fill(h.compareWith, { version: r.version })}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The version against the form: one table row per differing field or added/removed list row. */
function Comparison({ model, now, then, version, strings: h }: { model: FormNode; now: unknown; then: unknown; version: number; strings: Strings['history'] }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const changes = versionChanges(model, now, then);
  useEffect(() => heading.current?.focus(), [version]);
  const cell = 'border-t border-slate-200 px-2 py-2 align-top whitespace-pre-wrap [overflow-wrap:anywhere]';
  return (
    <section aria-labelledby={headingId} className="mt-5">
      <h3 id={headingId} ref={heading} tabIndex={-1} className="text-base font-bold">{fill(h.compareHeading, { version })}</h3>
      {changes.length === 0 ? (
        <p className="mt-2 text-sm">{h.same}</p>
      ) : (
        <table aria-labelledby={headingId} className="mt-2 w-full table-fixed border-collapse text-left text-sm">
          <thead>
            <tr>
              <th scope="col" className="w-1/4 px-2 py-1 font-semibold">{h.field}</th>
              <th scope="col" className="px-2 py-1 font-semibold">{h.now}</th>
              <th scope="col" className="px-2 py-1 font-semibold">{fill(h.then, { version })}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((c) => (
              <tr key={`${c.kind}:${c.path.join('.')}`}>
                <th scope="row" className={`${cell} font-semibold`}>{c.label}</th>
                {c.kind === 'changed' && (
                  <>
                    <td className={cell}>{c.now || '—'}</td>
                    <td className={cell}>{c.then || '—'}</td>
                  </>
                )}
                {c.kind === 'added' && (
                  <>
                    <td className={`${cell} text-slate-600`}>{h.added}</td>
                    <td className={cell}>{c.then || '—'}</td>
                  </>
                )}
                {c.kind === 'removed' && (
                  <>
                    <td className={cell}>{c.now || '—'}</td>
                    <td className={`${cell} text-slate-600`}>{h.removed}</td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
