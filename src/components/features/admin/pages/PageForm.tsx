import { useEffect, useId, useMemo, useRef, useState, type SubmitEvent } from 'react';
import type { GenericSchema } from 'valibot';
import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import { versionEtag } from '#domain/edit-version.ts';
import type { PageDocument } from '#domain/pages/api.ts';
import { pageSchemas } from '#domain/pages/registry.ts';
import { formatDateTime, fromAdminLocal, toAdminLocal } from '../format.ts';
import { buttonClass, errorClass, failureClass, hintClass } from '../ui.ts';
import { differingFields, fields, formModel, pathOf, type Path } from './form.ts';
import PageConflict, { TypedBefore } from './PageConflict.tsx';
import PageFields, { type FieldsContext } from './PageFields.tsx';
import PageHistory from './PageHistory.tsx';
import ErrorSummary from './ErrorSummary.tsx';
import { conflictSide, openedContent, startingEtag } from './drafts.ts';
import PageDraftBar from './PageDraftBar.tsx';
import PagePreviewButton from './PagePreviewButton.tsx';
import PublishedVersion from './PublishedVersion.tsx';
import { discardPageDraft, savePage, savePageDraft, type PageSaveOutcome } from './save.ts';

interface Props {
  page: PageDocument;
  etag: string;
  strings: AdminStrings['pages'];
  /** Told whenever the form starts or stops holding unsaved changes. */
  onDirty: (dirty: boolean) => void;
}

type Differences = ReturnType<typeof differingFields>;

/**
 * One page in one language as a form drawn from its schema. Saving checks the content as the
 * server will (the same schema), sends it with the version it was loaded at, and answers each
 * outcome: field errors at their fields with a summary that takes the focus, a conflict dialog when
 * someone saved in between (what was typed stays, and stays copyable after loading theirs), or the
 * new version. A locale with a draft opens on the draft; the form is saved as the draft (the published
 * page unchanged, perhaps with a time to publish it) or published, which drops the draft.
 */
export default function PageForm({ page: loaded, etag: loadedEtag, strings, onDirty }: Props) {
  const base = useId();
  const schema = pageSchemas[loaded.key] as GenericSchema;
  const model = useMemo(() => formModel(schema), [schema]);
  const [page, setPage] = useState(loaded);
  const [etag, setEtag] = useState(loaded.draft ? startingEtag(loaded) : loadedEtag);
  const [content, setContent] = useState<unknown>(() => openedContent(loaded));
  const [publishAt, setPublishAt] = useState(() => toAdminLocal(loaded.draft?.publishAt ?? null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [pending, setPending] = useState(false);
  const [conflict, setConflict] = useState<{ current: PageDocument; differences: Differences } | null>(null);
  const [typedBefore, setTypedBefore] = useState<Differences | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const focusNext = useRef<(() => void) | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [errorRound, setErrorRound] = useState(0);
  const korean = page.locale === 'ko';

  useEffect(() => {
    const focus = focusNext.current;
    focusNext.current = null;
    focus?.();
  });
  useEffect(() => {
    if (errorRound > 0) summaryRef.current?.focus();
  }, [errorRound]);

  const fieldId = (path: Path) => `${base}-${path.join('.')}`;
  const hasFigures = useMemo(() => [...fields(model, loaded.content)].some((f) => f.node.kind === 'figure'), [model, loaded.content]);

  function edit(next: unknown) {
    setContent(next);
    setStatus('');
    onDirty(true);
  }

  function showErrors(next: Record<string, string>) {
    setErrors(next);
    setErrorRound((n) => n + 1);
  }

  function take(next: PageDocument, nextEtag: string, nextContent = openedContent(next)) {
    setPage(next);
    setEtag(nextEtag);
    setContent(nextContent);
    setPublishAt(toAdminLocal(next.draft?.publishAt ?? null));
    setErrors({});
    setFailure(null);
    onDirty(false);
  }

  /** Runs one save, publish or discard; once it went through, the form shows the answer and `said` its outcome. */
  async function run(action: () => Promise<PageSaveOutcome>, said: (saved: PageDocument) => string) {
    if (pending) return;
    setStatus('');
    setFailure(null);
    setPending(true);
    const outcome = await action();
    setPending(false);
    if (outcome.kind === 'saved') {
      take(outcome.page, outcome.page.draft ? startingEtag(outcome.page) : outcome.etag);
      setStatus(said(outcome.page));
    } else if (outcome.kind === 'conflict') setConflict({ current: outcome.current, differences: differingFields(model, content, conflictSide(outcome.current, page.draft?.savedAt).content) });
    else if (outcome.kind === 'invalid') showErrors(outcome.fields);
    else setFailure(outcome.message);
  }

  // The Korean page's placeholders: the reference beside a translation, the page as loaded in Korean (the server's seed has the same).
  const request = { page, schema, model, content, placeholdersFrom: page.reference ?? loaded.content, ifMatch: etag, draftSavedAt: page.draft?.savedAt, words: strings };

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const fromDraft = page.draft !== null;
    void run(() => savePage(request), (saved) => fill(fromDraft ? strings.drafts.published : strings.saved, { version: saved.version }));
  }

  function saveDraft() {
    const at = fromAdminLocal(publishAt);
    void run(
      () => savePageDraft({ ...request, publishAt: at }),
      (saved) => (saved.draft?.publishAt ? fill(strings.drafts.savedScheduled, { when: formatDateTime(saved.draft.publishAt) }) : strings.drafts.saved),
    );
  }

  function discardDraft() {
    const savedAt = page.draft?.savedAt;
    if (savedAt) void run(() => discardPageDraft(page, savedAt, strings.failed), () => strings.drafts.discarded);
  }

  const context: FieldsContext = {
    fieldId,
    content,
    reference: korean ? undefined : page.reference,
    stale: new Set(page.stale),
    errors,
    locale: page.locale,
    strings,
    disabled: pending,
    figuresNoteId: hasFigures && !korean ? `${base}-figures` : undefined,
    onChange: edit,
    afterRender: (focus) => {
      focusNext.current = focus;
    },
  };

  return (
    <>
      <form noValidate onSubmit={submit} aria-labelledby="admin-pages-heading" className="mt-4 max-w-5xl">
        <p className={hintClass}>
          {fill(strings.version, { version: page.version })}
          {page.updatedAt && ` · ${fill(strings.updated, { when: formatDateTime(page.updatedAt) })}`}
        </p>
        {!korean && page.stale.length > 0 && <p className="mt-2 text-sm font-medium text-amber-900">{fill(strings.staleSummary, { count: page.stale.length })} {strings.staleHint}</p>}
        {context.figuresNoteId && <p id={context.figuresNoteId} className={`${hintClass} mt-2`}>{strings.figuresNote}</p>}
        {typedBefore && <TypedBefore id={`${base}-typed`} differences={typedBefore} strings={strings} onDismiss={() => {
          setTypedBefore(null);
          focusNext.current = () => document.querySelector<HTMLElement>('[data-admin-tab-heading]')?.focus();
        }} />}
        <ErrorSummary ref={summaryRef} errors={errors} heading={strings.errorSummary} fieldId={(dot) => fieldId(pathOf(dot))} />
        <PageFields node={model} path={[]} context={context} />
        <PageDraftBar
          id={`${base}-draft`}
          publishAtId={fieldId(['publishAt'])}
          draft={page.draft}
          publishAt={publishAt}
          publishAtError={errors['publishAt']}
          pending={pending}
          strings={strings}
          onPublishAt={(value) => {
            setPublishAt(value);
            onDirty(true);
          }}
          onSave={saveDraft}
          onDiscard={discardDraft}
          preview={<PagePreviewButton pageKey={page.key} locale={page.locale} disabled={!page.draft} strings={strings.preview} />}
        >
          <PublishedVersion differences={page.draft ? differingFields(model, content, page.content) : []} strings={strings} />
        </PageDraftBar>
        {failure && <p role="alert" className={`${failureClass} mt-4`}>{failure}</p>}
        <div className="sticky bottom-0 mt-6 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white py-3">
          {/* Not disabled while saving: a disabled button would drop the keyboard focus to the page. */}
          <button type="submit" id={`${base}-save`} className={buttonClass('primary')} aria-disabled={pending || undefined} aria-busy={pending || undefined}>{pending ? strings.saving : strings.save}</button>
          <button type="button" className={buttonClass('secondary')} onClick={() => setHistoryOpen(true)}>{strings.history.open}</button>
          <p role="status" className="text-sm font-medium text-slate-800">{status}</p>
        </div>
        {Object.keys(errors).length > 0 && <p className={errorClass}>{fill(strings.errorSummary, { count: Object.keys(errors).length })}</p>}
      </form>
      <PageHistory
        open={historyOpen}
        page={page}
        model={model}
        content={content}
        strings={strings}
        onClose={() => setHistoryOpen(false)}
        onRestore={(version, restored) => {
          edit(restored);
          setErrors({});
          setStatus(fill(strings.history.restored, { version }));
          // To the save button: the restored text is saved as any edit, after the editor has looked at it.
          focusNext.current = () => document.getElementById(`${base}-save`)?.focus();
        }}
      />
      <PageConflict
        conflict={conflict}
        strings={strings}
        onLoad={() => {
          if (!conflict) return;
          setTypedBefore(conflict.differences);
          const side = conflictSide(conflict.current, page.draft?.savedAt);
          take(conflict.current, side.etag, side.content);
          setConflict(null);
          // To what was typed, now shown above the form (runs after the dialog hands the focus back).
          focusNext.current = () => document.getElementById(`${base}-typed`)?.focus();
        }}
        onKeep={() => {
          // Saving again replaces their version deliberately: the form now starts from it.
          if (conflict) {
            setPage(conflict.current);
            setEtag(versionEtag(conflict.current.version));
            const first = conflict.differences[0];
            focusNext.current = () => document.getElementById(first ? fieldId(first.path) : `${base}-save`)?.focus();
          }
          setConflict(null);
        }}
      />
    </>
  );
}
