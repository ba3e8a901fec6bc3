import { useEffect, useId, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import type { ContentStrings } from '#data/admin/content/index.ts';
import ConflictNotice, { type ConflictState } from './ConflictNotice.tsx';
import RevisionsPanel from './RevisionsPanel.tsx';
import type { HistoryState } from './useRevision.ts';
import DraftPanel, { type DraftState } from './DraftPanel.tsx';
import LanguageTabs from './LanguageTabs.tsx';
import Modal from '../Modal.tsx';
import { errorLocale, type FieldErrors } from './forms.ts';
import { isBlank, translationStates, type FormLocale, type LocalizedTexts } from './translations.ts';
import { buttonClass, failureClass } from '../ui.ts';
import { fill } from '#data/admin/app/index.ts';
import type { ConfirmedTranslations, FieldStatuses } from '#domain/content/translation-status.ts';
import { translationLocales } from '#domain/content/translations.ts';
import StaleTranslations from './StaleTranslations.tsx';
import { staleFields, toggleConfirmed } from './translationStatus.ts';

/** The part of useContentCrud's `dialog` the dialog itself reads. */
export interface DialogState {
  mode: 'closed' | 'create' | 'edit';
  /** Changes on every open: the language tab and editors start over. */
  formKey: number;
  saving: boolean;
  errors: FieldErrors;
  /** A failed save's title and text (not field errors). */
  failure: string | null;
  close: () => void;
  save: () => Promise<unknown>;
  /** The item changed on the server since the dialog opened (null otherwise). */
  conflict: ConflictState | null;
  /** The edited item's revisions (null for a new one). */
  history: HistoryState | null;
  /** Its draft: saved beside the live item, discarded, previewed, scheduled. */
  draft: DraftState;
}

interface Props<F extends string> {
  state: DialogState;
  titles: { dialogCreate: string; dialogEdit: string };
  common: ContentStrings['common'];
  fields: readonly F[];
  /** The text fields' labels (the revisions' comparison names them). */
  fieldLabels: Readonly<Record<F, string>>;
  texts: LocalizedTexts<F>;
  /** The text fields of one language (inside its tab panel). */
  renderTexts: (locale: FormLocale, idBase: string) => ReactNode;
  /** Fields that have no language (category, flags …), under the tabs. */
  children: ReactNode;
  /** Which translations are stale and which of them the editor confirms (translationStatus.ts). */
  tracking: DialogTracking<F>;
}

export interface DialogTracking<F extends string> {
  /** The edited item's statuses (undefined for a new item). */
  statuses: FieldStatuses<F> | undefined;
  /** Its texts as opened (null for a new item): a retyped translation is no longer flagged. */
  opened: LocalizedTexts<F> | null;
  confirmed: ConfirmedTranslations<F>;
  onConfirmedChange: (confirmed: ConfirmedTranslations<F>) => void;
}

/** The create/edit dialog of a content item: language tabs with the texts, other fields, save and cancel. */
export default function ContentDialog<F extends string>(props: Props<F>) {
  const { state, titles, common } = props;
  const { saving, close: onClose } = state;
  const formId = useId();
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!saving) void state.save();
  };
  return (
    <Modal
      open={state.mode !== 'closed'}
      title={state.mode === 'edit' ? titles.dialogEdit : titles.dialogCreate}
      onClose={onClose}
      closeLabel={common.close}
      footer={
        <>
          <button type="button" className={buttonClass('secondary')} onClick={onClose} disabled={saving}>{common.cancel}</button>
          <button type="button" className={buttonClass('secondary')} onClick={() => void state.draft.save()} disabled={saving}>{common.drafts.saveDraft}</button>
          <button type="submit" form={formId} className={buttonClass('primary')} disabled={saving} aria-busy={saving}>{saving ? common.saving : state.draft.pending ? common.drafts.publish : common.save}</button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-5">
        <DialogBody key={state.formKey} {...props} />
      </form>
    </Modal>
  );
}

function DialogBody<F extends string>({ state: { errors, failure, conflict, saving, history, draft }, common, fields, fieldLabels, texts, renderTexts, children, tracking }: Props<F>) {
  const idBase = useId();
  const [active, setActive] = useState<FormLocale>('ko');
  const body = useRef<HTMLDivElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const errorKeys = Object.keys(errors);
  const withErrors = new Set(errorKeys.map(errorLocale));
  const stale = staleFields(fields, tracking.statuses, tracking.opened, texts);
  // A field left blank in Korean (an optional excerpt or SEO description) needs no translation: it does not make a language partial.
  const needed = fields.filter((field) => !isBlank(texts.ko[field]));
  const toReview = translationLocales.filter((locale) => stale[locale].some((field) => !(tracking.confirmed[locale] ?? []).includes(field)));
  const reviewSummary = toReview.map((locale) => `${common.languages[locale]} (${stale[locale].map((field) => fieldLabels[field]).join(', ')})`);

  // After a failed save: show the language of the first error and put focus on the first invalid field.
  useEffect(() => {
    const first = Object.keys(errors)[0];
    if (first === undefined) return;
    setActive(errorLocale(first));
    requestAnimationFrame(() => {
      const invalid = body.current?.querySelector<HTMLElement>('[aria-invalid="true"]:not([hidden] *)');
      // A rich-text field is a group: its editable region takes the focus.
      const target = invalid?.matches('input, select, textarea') ? invalid : invalid?.querySelector<HTMLElement>('[contenteditable="true"]');
      target?.focus();
    });
  }, [errors]);

  // A failure or a conflict is announced at the top of the form: bring it into view from the buttons
  // below, once when it appears (the conflict object is new on every render; its identity is not).
  const conflictSeen = conflict && `${conflict.about} ${conflict.when}`;
  useEffect(() => {
    if (failure || conflictSeen) alert.current?.scrollIntoView({ block: 'nearest' });
  }, [failure, conflictSeen]);

  return (
    <div ref={body} className="space-y-5">
      <div ref={alert} role="alert">
        {(errorKeys.length > 0 || failure) && <p className={failureClass}>{failure ?? common.fixErrors}</p>}
        {conflict && <ConflictNotice conflict={conflict} saving={saving} strings={common.conflict} />}
      </div>
      {reviewSummary.length > 0 && <p className="text-sm font-medium text-amber-900">{fill(common.tracking.staleSummary, { list: reviewSummary.join(', ') })}</p>}
      <LanguageTabs idBase={idBase} active={active} onChange={setActive} states={translationStates(needed, texts)} toReview={new Set(toReview)} withErrors={withErrors} strings={common}>
        {(locale) => (
          <>
            {locale !== 'ko' && (
              <StaleTranslations
                fields={stale[locale]}
                confirmed={tracking.confirmed[locale] ?? []}
                fieldLabels={fieldLabels}
                onToggle={(field) => tracking.onConfirmedChange(toggleConfirmed(tracking.confirmed, locale, field))}
                strings={common.tracking}
              />
            )}
            {renderTexts(locale, `${idBase}-${locale}`)}
          </>
        )}
      </LanguageTabs>
      <div className="space-y-4 border-t border-slate-200 pt-4">{children}</div>
      <DraftPanel id={`${idBase}-draft`} draft={draft} saving={saving} strings={common} />
      {history && <RevisionsPanel history={history} fields={fields} fieldLabels={fieldLabels} strings={common} />}
    </div>
  );
}
