import { useId, useState, type SubmitEvent } from 'react';
import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import { versionEtag } from '#domain/edit-version.ts';
import { countedFigures, FACTS_FIELDS, type FactsDocument, type FactsDraftInfo, type FirmFacts, type FirmFactsField } from '#domain/site-settings/facts.ts';
import { serviceKeys } from '#i18n/routes.ts';
import { showToast } from '#stores/toast.ts';
import type { FactsPreviewPage } from '#domain/site-settings/facts-preview.ts';
import { buttonClass, cardClass, errorClass, hintClass, inputClass, labelClass } from '../ui.ts';
import FactsDraftPanel from './FactsDraftPanel.tsx';
import FactsPreview from './FactsPreview.tsx';
import { discardFactsDraft, publishFactsDraft, publishTypedFacts, saveFactsDraft, type DraftOutcome } from './factsDraft.ts';
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

      <FactsDraftPanel strings={d} draft={draft} busy={busy}
        onPublish={(named) => void run('publishDraft', () => publishFactsDraft(named, version, strings.failed), d.published, (doc) => doc.facts)}
        onDiscard={(named) => void run('discard', () => discardFactsDraft(named, strings.failed), d.discarded, (doc) => doc.facts)}>
        <FactsPreview strings={d} pageNames={pageNames} draft={draft} />
      </FactsDraftPanel>
    </form>
  );
}
