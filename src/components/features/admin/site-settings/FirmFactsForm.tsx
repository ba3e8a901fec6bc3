import { useId, useState, type SubmitEvent } from 'react';
import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import { countedFigures, FACTS_FIELDS, type FirmFacts, type FirmFactsField } from '#domain/site-settings/facts.ts';
import { serviceKeys } from '#i18n/routes.ts';
import { showToast } from '#stores/toast.ts';
import { buttonClass, cardClass, errorClass, hintClass, inputClass, labelClass } from '../ui.ts';
import { saveSettings } from './save.ts';
import StaleNotice from './StaleNotice.tsx';

type Strings = AdminStrings['siteSettings'];
/** The figures as typed: text until the server reads them as whole numbers. */
type Typed = Record<FirmFactsField, string>;

const typed = (facts: FirmFacts): Typed => Object.fromEntries(FACTS_FIELDS.map((field) => [field, String(facts[field])])) as Typed;

/**
 * The firm's figures, saved with the version they were loaded at (as the contact channels are). The
 * years of experience and the service areas are not fields: the site counts them, and the form says
 * what it counts from the founding year as typed.
 */
export default function FirmFactsForm({ strings, saved, etag }: { strings: Strings; saved: FirmFacts; etag: string }) {
  const id = useId();
  const [values, setValues] = useState(() => typed(saved));
  const [version, setVersion] = useState(etag);
  const [errors, setErrors] = useState<Partial<Record<FirmFactsField, string>>>({});
  const [theirs, setTheirs] = useState<FirmFacts>();
  const [pending, setPending] = useState(false);
  const s = strings.facts;
  const founded = Number(values.foundedYear);
  const now = new Date();
  const counted = countedFigures({ ...saved, foundedYear: Number.isInteger(founded) && founded > 0 ? founded : saved.foundedYear }, { at: now, serviceAreas: serviceKeys.length });

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setErrors({});
    const outcome = await saveSettings<Typed | FirmFacts>('facts', values, version, strings.failed);
    setPending(false);
    if (outcome.kind === 'failed') setErrors(outcome.fields as Partial<Record<FirmFactsField, string>>);
    else {
      setVersion(outcome.etag);
      if (outcome.kind === 'saved') setValues(typed(outcome.value as FirmFacts));
      setTheirs(outcome.kind === 'stale' ? (outcome.current as FirmFacts) : undefined);
    }
    if (outcome.kind === 'saved') showToast({ title: strings.saved });
    else showToast({ title: strings.failed, description: outcome.kind === 'stale' ? s.stale : outcome.message, variant: 'destructive' });
  }

  const differing = theirs ? FACTS_FIELDS.filter((field) => values[field].trim() !== String(theirs[field])) : [];
  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className={`${cardClass} mt-6`}>
      <h3 id={`${id}-title`} className="text-lg">{s.heading}</h3>
      <p className={hintClass}>{s.intro}</p>
      {theirs && <StaleNotice message={s.stale} theirsLabel={strings.theirs} rows={differing.map((field) => ({ label: s[field], value: String(theirs[field]) }))} />}
      <div className="grid gap-x-6 sm:grid-cols-2">
        {FACTS_FIELDS.map((field) => {
          const error = errors[field];
          const hint = field === 'foundedYear' ? `${id}-${field}-hint` : '';
          const described = [hint, error ? `${id}-${field}-error` : ''].filter(Boolean).join(' ');
          return (
            <div key={field} className="mt-4">
              <label htmlFor={`${id}-${field}`} className={labelClass}>{s[field]}</label>
              <input id={`${id}-${field}`} type="text" inputMode="numeric" autoComplete="off" spellCheck={false} className={inputClass} value={values[field]} disabled={pending}
                aria-invalid={error ? true : undefined} aria-describedby={described || undefined} onChange={(e) => setValues({ ...values, [field]: e.target.value })} />
              {hint && <p id={hint} className={hintClass}>{fill(s.yearsCounted, { years: counted.yearsOfExperience, year: counted.yearsOfExperience + counted.foundedYear })}</p>}
              {error && <p id={`${id}-${field}-error`} className={errorClass}>{error}</p>}
            </div>
          );
        })}
      </div>
      <p className={`${hintClass} mt-4`}>{fill(s.areasCounted, { count: counted.serviceAreas })}</p>
      <button type="submit" className={`${buttonClass('primary')} mt-6`} disabled={pending}>{strings.save}</button>
    </form>
  );
}
