import type { AdminStrings } from '#data/admin/app/index.ts';
import { SPOKEN_LANGUAGES, type LocalizedText, type TeamMember } from '#domain/site-settings/people.ts';
import { locales } from '#i18n/locales.ts';
import { TextField } from '../content/Fields.tsx';
import { format } from '#i18n/index.ts';
import { buttonClass, labelClass } from '../ui.ts';
import PicturePicker from './PicturePicker.tsx';

interface Props {
  index: number;
  member: TeamMember;
  /** Applied to the member as it is then (an upload ends after other fields may have changed). */
  onChange: (change: (member: TeamMember) => TeamMember) => void;
  onRemove: () => void;
  errors: Record<string, string>;
  strings: AdminStrings['siteSettings'];
  genericError: string;
}

/** One team member: photo, name and role in each of the five languages (Korean required), languages spoken. */
export default function TeamMemberFields({ index, member, onChange, onRemove, errors, strings, genericError }: Props) {
  const id = `people-team-${index}`;
  const path = `team.${index}`;
  const legend = format(strings.member, { n: index + 1 });
  const setText = (field: 'name' | 'role', locale: keyof LocalizedText, value: string) => onChange((m) => ({ ...m, [field]: { ...m[field], [locale]: value } }));
  const toggle = (code: TeamMember['languages'][number], on: boolean) => onChange((m) => ({ ...m, languages: SPOKEN_LANGUAGES.filter((c) => (c === code ? on : m.languages.includes(c))) }));
  return (
    <fieldset className="mt-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-semibold">{legend}</legend>
      <PicturePicker id={`${id}-photo`} label={`${strings.memberPhoto} (${legend})`} value={member.photo} onChange={(photo) => onChange((m) => ({ ...m, photo }))} error={errors[`${path}.photo`]} strings={strings} genericError={genericError} />
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {locales.map(({ code, name, bcp47 }) => (
          <div key={code} className="contents">
            <TextField id={`${id}-name-${code}`} label={`${strings.name} (${name})`} lang={bcp47} required={code === 'ko'} value={member.name[code]} onChange={(v) => setText('name', code, v)} error={errors[`${path}.name.${code}`]} />
            <TextField id={`${id}-role-${code}`} label={`${strings.role} (${name})`} lang={bcp47} required={code === 'ko'} value={member.role[code]} onChange={(v) => setText('role', code, v)} error={errors[`${path}.role.${code}`]} />
          </div>
        ))}
      </div>
      <fieldset className="mt-3">
        <legend className={labelClass}>{strings.languages}</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
          {locales.map(({ code, name }) => (
            <label key={code} className="inline-flex min-h-11 items-center gap-2">
              <input type="checkbox" className="size-5" checked={member.languages.includes(code)} onChange={(e) => toggle(code, e.target.checked)} />
              <span lang={code}>{name}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <button type="button" className={`${buttonClass('quietDanger')} mt-3`} onClick={onRemove} aria-label={`${strings.removeMember} (${legend})`}>{strings.removeMember}</button>
    </fieldset>
  );
}
