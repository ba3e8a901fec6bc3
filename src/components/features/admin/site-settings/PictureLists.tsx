import type { AdminStrings } from '#data/admin/app/index.ts';
import { CASE_STUDY_KEYS, PEOPLE_LIMITS, type PeopleSettings } from '#domain/site-settings/people.ts';
import { format } from '#i18n/index.ts';
import { failureClass } from '../ui.ts';
import PicturePicker from './PicturePicker.tsx';

interface Props {
  values: PeopleSettings;
  /** Applied to the settings as they are then (an upload ends after other fields may have changed). */
  update: (change: (people: PeopleSettings) => PeopleSettings) => void;
  errors: Record<string, string>;
  strings: AdminStrings['siteSettings'];
  genericError: string;
}

/** A picture for each of the home page's case studies. */
export function CaseStudyPictures({ values, update, errors, ...picture }: Props) {
  return (
    <fieldset className="mt-6 grid gap-4 sm:grid-cols-2">
      <legend className="font-semibold">{picture.strings.caseStudies}</legend>
      {CASE_STUDY_KEYS.map((key) => (
        <PicturePicker key={key} id={`people-case-${key}`} label={picture.strings.caseStudy[key]} value={values.caseStudies[key]} error={errors[`caseStudies.${key}`]} {...picture}
          onChange={(url) => update((p) => ({ ...p, caseStudies: { ...p.caseStudies, [key]: url } }))} />
      ))}
    </fieldset>
  );
}

/** The office photos: each can be replaced or removed, and one more uploaded while there is room. */
export function OfficePictures({ values, update, errors, ...picture }: Props) {
  const { strings } = picture;
  return (
    <fieldset className="mt-6 grid gap-4 sm:grid-cols-2">
      <legend className="font-semibold">{strings.offices}</legend>
      {errors['offices'] && <p className={`${failureClass} sm:col-span-2`}>{errors['offices']}</p>}
      {values.offices.map((url, index) => (
        <PicturePicker key={`${index}-${url}`} id={`people-office-${index}`} label={format(strings.officePhoto, { n: index + 1 })} value={url} error={errors[`offices.${index}`]} {...picture}
          onChange={(changed) => update((p) => ({ ...p, offices: changed ? p.offices.map((u, i) => (i === index ? changed : u)) : p.offices.filter((_, i) => i !== index) }))} />
      ))}
      {values.offices.length < PEOPLE_LIMITS.offices && (
        <PicturePicker id="people-office-new" label={format(strings.officePhoto, { n: values.offices.length + 1 })} value="" uploadLabel={strings.addOffice} emptyText="" {...picture}
          onChange={(url) => url && update((p) => ({ ...p, offices: [...p.offices, url] }))} />
      )}
    </fieldset>
  );
}
