import { useEffect, useRef, useState } from 'react';
import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import type { ReplyTemplate } from '#domain/inquiry/reply-templates.ts';
import { showToast } from '#stores/toast.ts';
import ConfirmDialog from '../ConfirmDialog.tsx';
import LoadFailed from '../LoadFailed.tsx';
import Modal from '../Modal.tsx';
import Spinner from '../Spinner.tsx';
import { buttonClass, hintClass } from '../ui.ts';
import type { useReplyTemplates } from './useReplyTemplates.ts';
import TemplateForm from './TemplateForm.tsx';
import TemplateList from './TemplateList.tsx';
import { useTemplateDelete } from './useTemplateDelete.ts';

interface Props {
  open: boolean;
  onClose: () => void;
  strings: AdminStrings['inquiries']['handling']['templates'];
  templates: ReturnType<typeof useReplyTemplates>;
}

/** The reply templates manager: the list by language, one template's form in place of it, delete on confirmation. */
export default function ReplyTemplatesDialog({ open, onClose, strings: s, templates }: Props) {
  const [editing, setEditing] = useState<ReplyTemplate | 'new' | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  // Back on the list, focus returns to the template's edit button (or "New template" when it is gone).
  const back = useRef<number | 'new' | null>(null);
  const removal = useTemplateDelete(s, templates.reload, () => (back.current = 'new'));
  useEffect(() => {
    if (editing !== null || back.current === null || !open) return;
    const target = document.querySelector<HTMLElement>(`[data-template-edit="${back.current}"]`) ?? newButton.current;
    back.current = null;
    target?.focus();
  }, [editing, open, removal.target]);
  const leave = (at: number | 'new') => ((back.current = at), setEditing(null));
  // Closing the dialog over a template being written asks first: nothing typed is lost unasked.
  const [dirty, setDirty] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const close = () => (editing !== null && dirty ? setDiscarding(true) : (setEditing(null), onClose()));
  const state = templates.state;

  return (
    <Modal open={open} title={s.title} closeLabel={s.close} onClose={close}
      footer={<button type="button" className={buttonClass('secondary')} onClick={close}>{s.close}</button>}>
      {editing !== null ? (
        <TemplateForm template={editing === 'new' ? null : editing} locale="ko" strings={s}
          onSaved={(saved) => (showToast({ title: s.saved }), templates.reload(), leave(saved.id))} onCancel={() => leave(editing === 'new' ? 'new' : editing.id)} onDirty={setDirty} />
      ) : (
        <>
          <p className={hintClass}>{s.intro} {s.placeholders}</p>
          <button ref={newButton} type="button" data-autofocus className={`${buttonClass('primary')} mt-3 mb-4`} onClick={() => setEditing('new')}>{s.create}</button>
          {state.status === 'loading' && <Spinner label={s.title} />}
          {state.status === 'failed' && <LoadFailed text={s.loadFailed} retry={s.retry} error={state.error} onRetry={templates.reload} />}
          {state.status === 'ready' && <TemplateList templates={templates.list} strings={s} onEdit={setEditing} onDelete={removal.ask} />}
        </>
      )}
      <ConfirmDialog open={removal.target !== null} title={s.confirmDeleteTitle} text={fill(s.confirmDeleteText, { name: removal.target?.name ?? '' })}
        confirm={s.delete} cancel={s.cancel} busy={removal.busy} failure={removal.failure} onConfirm={() => void removal.confirm()} onCancel={removal.cancel} />
      <ConfirmDialog open={discarding} title={s.discardTitle} text={s.discardText} confirm={s.discard} cancel={s.keepEditing} busy={false}
        onConfirm={() => (setDiscarding(false), setEditing(null), setDirty(false), onClose())} onCancel={() => setDiscarding(false)} />
    </Modal>
  );
}
