import { useId } from 'react';
import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import type { PageDocument } from '#domain/pages/api.ts';
import { formatDateTime } from '../format.ts';
import Modal from '../Modal.tsx';
import { buttonClass, hintClass, inputClass } from '../ui.ts';
import { dotPath, fieldLabel, type differingFields } from './form.ts';

type Strings = AdminStrings['pages'];
type Differences = ReturnType<typeof differingFields>;

interface Props {
  conflict: { current: PageDocument; differences: Differences } | null;
  strings: Strings;
  /** Load the saved version into the form (what was typed stays on screen to copy from). */
  onLoad: () => void;
  /** Keep editing what was typed; saving again replaces the saved version. */
  onKeep: () => void;
}

/** Someone saved the page in this language after it was opened (a 412): when, which version, and the fields that differ, side by side. */
export default function PageConflict({ conflict, strings, onLoad, onKeep }: Props) {
  const textId = useId();
  const c = strings.conflict;
  const current = conflict?.current;
  return (
    <Modal
      open={conflict !== null}
      title={c.title}
      onClose={onKeep}
      role="alertdialog"
      describedBy={textId}
      footer={
        <>
          <button type="button" className={buttonClass('secondary')} onClick={onKeep} data-autofocus>{c.keep}</button>
          <button type="button" className={buttonClass('primary')} onClick={onLoad}>{c.load}</button>
        </>
      }
    >
      <p id={textId} className="text-slate-700">
        {current ? fill(c.text, { version: current.version, when: current.updatedAt ? formatDateTime(current.updatedAt) : '—' }) : ''}
      </p>
      {conflict && conflict.differences.length > 0 && (
        <>
          <h3 className="mt-4 text-base font-bold">{c.differs}</h3>
          <dl className="mt-2 space-y-3 text-sm">
            {conflict.differences.map((d) => (
              <div key={dotPath(d.path)} className="rounded-lg border border-slate-200 p-3">
                <dt className="font-semibold">{fieldLabel(d.path)}</dt>
                <dd className="mt-1 whitespace-pre-wrap break-words"><span className="font-semibold text-slate-700">{c.theirs}: </span>{d.theirs || '—'}</dd>
                <dd className="mt-1 whitespace-pre-wrap break-words"><span className="font-semibold text-slate-700">{c.yours}: </span>{d.mine || '—'}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </Modal>
  );
}

/**
 * After loading the saved version: what had been typed in the fields that differed, read-only, to
 * copy back where wanted; each named apart from the form's own field of the same path.
 */
export function TypedBefore({ id, differences, strings, onDismiss }: { id: string; differences: Differences; strings: Strings; onDismiss: () => void }) {
  const c = strings.conflict;
  return (
    <section id={id} tabIndex={-1} aria-labelledby={`${id}-title`} className="mt-4 rounded-xl border border-amber-400 bg-amber-50 p-4">
      <h3 id={`${id}-title`} className="text-base font-bold">{c.mineHeading}</h3>
      <p className={hintClass}>{c.mineHint}</p>
      {differences.map((d, i) => (
        <div key={dotPath(d.path)} className="mt-3">
          <label htmlFor={`${id}-${i}`} className="block text-sm font-semibold text-slate-800">{fieldLabel(d.path)} ({c.yours})</label>
          <textarea id={`${id}-${i}`} readOnly rows={Math.min(6, Math.max(1, d.mine.split('\n').length))} className={inputClass} value={d.mine} />
        </div>
      ))}
      <button type="button" className={`${buttonClass('quiet')} mt-3`} onClick={onDismiss}>{c.dismissMine}</button>
    </section>
  );
}
