import { useState, type SubmitEvent } from 'react';
import type { AdminStrings } from '#data/admin/app/index.ts';
import { PEOPLE_LIMITS, type PeopleSettings, type TeamMember } from '#domain/site-settings/people.ts';
import { showToast } from '#stores/toast.ts';
import { buttonClass, cardClass, failureClass, hintClass } from '../ui.ts';
import PicturePicker from './PicturePicker.tsx';
import { CaseStudyPictures, OfficePictures } from './PictureLists.tsx';
import { saveSettings } from './save.ts';
import TeamMemberFields from './TeamMemberFields.tsx';

type Strings = AdminStrings['siteSettings'];
const EMPTY_TEXT = { ko: '', en: '', id: '', zh: '', ja: '' };

/**
 * The firm's pictures and people, saved with the version they were loaded at (as the contact
 * channels): when someone saved in between, what this person entered stays and saving again replaces theirs.
 */
export default function PeopleForm({ strings, genericError, saved, etag }: { strings: Strings; genericError: string; saved: PeopleSettings; etag: string }) {
  const [values, setValues] = useState(saved);
  const [version, setVersion] = useState(etag);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [stale, setStale] = useState(false);
  const [pending, setPending] = useState(false);
  const picture = { strings, genericError };
  // Changes go through the latest values: an upload ends after other fields may have been edited.
  const update = setValues;
  const updateMember = (index: number) => (change: (member: TeamMember) => TeamMember) => update((p) => ({ ...p, team: p.team.map((m, i) => (i === index ? change(m) : m)) }));

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setErrors({});
    const outcome = await saveSettings('people', values, version, strings.failed);
    setPending(false);
    if (outcome.kind === 'failed') setErrors(outcome.fields);
    else setVersion(outcome.etag);
    if (outcome.kind === 'saved') setValues(outcome.value);
    setStale(outcome.kind === 'stale');
    if (outcome.kind === 'saved') showToast({ title: strings.saved });
    else showToast({ title: strings.failed, description: outcome.kind === 'stale' ? strings.peopleStale : outcome.message, variant: 'destructive' });
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby="people-title" aria-busy={pending} className={`${cardClass} mt-6`}>
      <h3 id="people-title" className="text-lg">{strings.peopleHeading}</h3>
      <p className={hintClass}>{strings.peopleIntro}</p>
      {stale && <p role="alert" className={`${failureClass} mt-4`}>{strings.peopleStale}</p>}
      <div className="mt-4">
        <PicturePicker id="people-ceo" label={strings.ceoPortrait} value={values.ceoPortrait} onChange={(ceoPortrait) => update((p) => ({ ...p, ceoPortrait }))} error={errors['ceoPortrait']} {...picture} />
      </div>
      <h4 className="mt-6 font-semibold">{strings.team}</h4>
      {errors['team'] && <p className={failureClass}>{errors['team']}</p>}
      {values.team.map((member, index) => (
        <TeamMemberFields key={index} index={index} member={member} errors={errors} {...picture}
          onChange={updateMember(index)} onRemove={() => update((p) => ({ ...p, team: p.team.filter((_, i) => i !== index) }))} />
      ))}
      {values.team.length < PEOPLE_LIMITS.team && (
        <button type="button" className={`${buttonClass('secondary')} mt-3`} onClick={() => update((p) => ({ ...p, team: [...p.team, { photo: '', name: { ...EMPTY_TEXT }, role: { ...EMPTY_TEXT }, languages: [] }] }))}>{strings.addMember}</button>
      )}
      <CaseStudyPictures values={values} update={update} errors={errors} {...picture} />
      <OfficePictures values={values} update={update} errors={errors} {...picture} />
      <button type="submit" className={`${buttonClass('primary')} mt-6`} disabled={pending}>{strings.save}</button>
    </form>
  );
}
