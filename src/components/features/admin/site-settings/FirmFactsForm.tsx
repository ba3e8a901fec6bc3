import { useId, useState, type SubmitEvent } from 'react';
import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import { versionEtag } from '#domain/edit-version.ts';
import { countedFigures, FACTS_FIELDS, type FactsDocument, type FactsDraftInfo, type FirmFacts, type FirmFactsField } from '#domain/site-settings/facts.ts';
import { locales, type Locale } from '#i18n/locales.ts';
import { serviceKeys } from '#i18n/routes.ts';
import { showToast } from '#stores/toast.ts';
import ConfirmDialog from '../ConfirmDialog.tsx';
import { SelectField } from '../content/Fields.tsx';
import { formatDateTime } from '../format.ts';
import { buttonClass, cardClass, errorClass, failureClass, hintClass, inputClass, labelClass } from '../ui.ts';
import { FACTS_PREVIEW_PAGES, type FactsPreviewPage } from '#domain/site-settings/facts-preview.ts';
import { discardFactsDraft, openFactsPreview, publishFactsDraft, publishTypedFacts, saveFactsDraft, type DraftOutcome, type PreviewOutcome } from './factsDraft.ts';
import StaleNotice from './StaleNotice.tsx';

type Strings = AdminStrings['siteSettings'];
/** The figures as typed: text until the server reads them as whole numbers. */
type Typed = Record<FirmFactsField, string>;
type Action = 'publish' | 'draft' | 'discard' | 'publishDraft';

const typed = (facts: FirmFacts): Typed => Object.fromEntries(FACTS_FIELDS.map((field) => [field, String(facts[field])])) as Typed;

interface Props {
  strings: Strings;
  /** The pages' names as the Pages tab gives them, for the preview's choice of page. */
  pageNames: Readonly<Record<FactsPreviewPage, string>>;
  saved: FirmFacts;
  /** The facts' version (their ETag). */
  etag: string;
  draft: FactsDraftInfo | null;
}

/**
 * The firm's figures, saved with the version they were loaded at (as the contact channels are), or
 * kept as a draft the site does not show until it is published, previewed meanwhile on the real pages
 * signed out. The form opens on the draft when there is one. The years of experience and the service
 * areas are not fields: the site counts them, and the form says what it counts from the founding year
 * as typed.
 */
export default function FirmFactsForm({ strings, pageNames, saved, etag, draft: openedDraft }: Props) {
  const id = useId();
  const [draft, setDraft] = useState(openedDraft);
  const [values, setValues] = useState(() => typed(openedDraft?.facts ?? saved));
  // Every change starts from the facts' version the draft was made on, else the facts' own.
  const [version, setVersion] = useState(openedDraft ? versionEtag(openedDraft.baseVersion) : etag);
  const [errors, setErrors] = useState<Partial<Record<FirmFactsField, string>>>({});
  const [theirs, setTheirs] = useState<FirmFacts>();
  const [pending, setPending] = useState<Action>();
  const [status, setStatus] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [page, setPage] = useState<FactsPreviewPage>('home');
  const [locale, setLocale] = useState<Locale>('ko');
  const [preview, setPreview] = useState<PreviewOutcome | { kind: 'idle' | 'opening' }>({ kind: 'idle' });
  const s = strings.facts;
  const d = s.draft;
  const founded = Number(values.foundedYear);
  const counted = countedFigures({ ...saved, foundedYear: Number.isInteger(founded) && founded > 0 ? founded : saved.foundedYear }, { at: new Date(), serviceAreas: serviceKeys.length });

  /** Runs one change; on success says `done` and puts the form on what the server now has (`shown`: which facts the fields show). */
  async function run(action: Action, request: () => Promise<DraftOutcome>, done: string, shown: (document: Omit<FactsDocument, 'version'>) => FirmFacts) {
    setPending(action);
    setErrors({});
    setStatus('');
    const outcome = await request();
    setPending(undefined);
    if (outcome.kind === 'failed') {
      setErrors(outcome.fields as Partial<Record<FirmFactsField, string>>);
      showToast({ title: strings.failed, description: outcome.message, variant: 'destructive' });
      return;
    }
    setVersion(outcome.etag);
    if (outcome.kind === 'stale') {
      // Theirs: a draft saved since the form opened on ours, else the facts as published now. What is typed stays.
      const theirDraft = outcome.document.draft && outcome.document.draft.savedAt !== draft?.savedAt;
      setTheirs(theirDraft ? outcome.document.draft!.facts : outcome.document.facts);
      setDraft(outcome.document.draft);
      showToast({ title: strings.failed, description: d.stale, variant: 'destructive' });
      return;
    }
    setTheirs(undefined);
    setDraft(outcome.document.draft);
    setValues(typed(shown(outcome.document)));
    // Said once, in the form's status line (a toast too would say it twice to a screen reader).
    setStatus(done);
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    void run('publish', () => publishTypedFacts(values, draft, version, strings.failed), strings.saved, (doc) => doc.facts);
  }

  async function openPreview() {
    const tab = window.open('', '_blank');
    // The preview page gets no hold on the admin's window.
    if (tab) tab.opener = null;
    setPreview({ kind: 'opening' });
    setPreview(await openFactsPreview(page, locale, tab, d.previewFailed));
  }

  const busy = pending !== undefined;
  const differing = theirs ? FACTS_FIELDS.filter((field) => values[field].trim() !== String(theirs[field])) : [];
  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className={`${cardClass} mt-6`}>
      <h3 id={`${id}-title`} className="text-lg">{s.heading}</h3>
      <p className={hintClass}>{s.intro}</p>
      {theirs && <StaleNotice message={d.stale} theirsLabel={strings.theirs} rows={differing.map((field) => ({ label: s[field], value: String(theirs[field]) }))} />}
      <div className="grid gap-x-6 sm:grid-cols-2">
        {FACTS_FIELDS.map((field) => {
          const error = errors[field];
          const hint = field === 'foundedYear' ? `${id}-${field}-hint` : '';
          const described = [hint, error ? `${id}-${field}-error` : ''].filter(Boolean).join(' ');
          return (
            <div key={field} className="mt-4">
              <label htmlFor={`${id}-${field}`} className={labelClass}>{s[field]}</label>
              <input id={`${id}-${field}`} type="text" inputMode="numeric" autoComplete="off" spellCheck={false} className={inputClass} value={values[field]} disabled={busy}
                aria-invalid={error ? true : undefined} aria-describedby={described || undefined} onChange={(e) => setValues({ ...values, [field]: e.target.value })} />
              {hint && <p id={hint} className={hintClass}>{fill(s.yearsCounted, { years: counted.yearsOfExperience, year: counted.yearsOfExperience + counted.foundedYear })}</p>}
              {error && <p id={`${id}-${field}-error`} className={errorClass}>{error}</p>}
            </div>
          );
        })}
      </div>
      <p className={`${hintClass} mt-4`}>{fill(s.areasCounted, { count: counted.serviceAreas })}</p>
      <div className="mt-6 flex flex-wrap gap-2">
        <button type="submit" className={buttonClass('primary')} disabled={busy}>{strings.save}</button>
        <button type="button" className={buttonClass('secondary')} disabled={busy}
          onClick={() => void run('draft', () => saveFactsDraft(values, draft, version, strings.failed), d.saved, (doc) => doc.draft?.facts ?? doc.facts)}>
          {pending === 'draft' ? d.saving : d.save}
        </button>
      </div>
      <p role="status" className="mt-3 text-sm font-medium text-emerald-800">{status}</p>

      <section aria-labelledby={`${id}-draft`} className="mt-4 space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4">
        <h4 id={`${id}-draft`} className="text-base font-semibold text-slate-900">{d.heading}</h4>
        <p className="text-sm text-slate-800">{draft ? fill(d.pending, { when: formatDateTime(draft.savedAt), who: draft.savedBy ?? d.someone }) : d.none}</p>
        {draft && (
          <div className="flex flex-wrap gap-2">
            <button type="button" className={buttonClass('primary')} disabled={busy} aria-describedby={`${id}-publish-hint`}
              onClick={() => void run('publishDraft', () => publishFactsDraft(draft, version, strings.failed), d.published, (doc) => doc.facts)}>
              {d.publish}
            </button>
            <button type="button" className={buttonClass('quietDanger')} disabled={busy} onClick={() => setConfirming(true)}>{d.discard}</button>
          </div>
        )}
        {draft && <p id={`${id}-publish-hint`} className={hintClass}>{d.publishHint}</p>}
        <fieldset className="border-t border-amber-200 pt-3">
          <legend className="text-sm font-semibold text-slate-900">{d.previewHeading}</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            <SelectField id={`${id}-preview-page`} label={d.previewPage} value={page} onChange={(value) => setPage(value as FactsPreviewPage)}
              options={FACTS_PREVIEW_PAGES.map((key) => ({ value: key, label: pageNames[key] }))} />
            <SelectField id={`${id}-preview-locale`} label={d.previewLanguage} value={locale} onChange={(value) => setLocale(value as Locale)}
              options={locales.map((l) => ({ value: l.code, label: l.name }))} />
          </div>
          <div className="mt-3 flex flex-col items-start gap-2">
            <button type="button" className={buttonClass('secondary')} disabled={!draft || preview.kind === 'opening'} aria-describedby={draft ? undefined : `${id}-preview-none`} onClick={() => void openPreview()}>
              {preview.kind === 'opening' ? d.opening : d.preview}
            </button>
            {!draft && <p id={`${id}-preview-none`} className={hintClass}>{d.noDraft}</p>}
            {draft && preview.kind === 'opened' && (
              <p className={hintClass} role="status">
                {fill(d.opened, { until: formatDateTime(preview.expiresAt) })}{' '}
                <a href={preview.url} target="_blank" rel="noopener noreferrer" className="font-semibold underline">{d.link}</a>
              </p>
            )}
            {preview.kind === 'failed' && <p role="alert" className={failureClass}>{preview.message}</p>}
          </div>
        </fieldset>
      </section>
      <ConfirmDialog
        open={confirming}
        title={d.discardTitle}
        text={d.discardText}
        confirm={d.discardConfirm}
        cancel={d.discardCancel}
        busy={busy}
        onConfirm={() => {
          setConfirming(false);
          if (draft) void run('discard', () => discardFactsDraft(draft, strings.failed), d.discarded, (doc) => doc.facts);
        }}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
