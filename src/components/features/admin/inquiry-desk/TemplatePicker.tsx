import type { AdminStrings } from '#data/admin/app/index.ts';
import { fill } from '#data/admin/app/index.ts';
import { templatesByLanguage, type ReplyTemplate } from '#domain/inquiry/reply-templates.ts';
import { localeInfo, type Locale } from '#i18n/locales.ts';
import { hintClass, inputClass, labelClass } from '../ui.ts';

interface Props {
  id: string;
  templates: readonly ReplyTemplate[];
  /** The inquiry's language: its templates come first. */
  locale: Locale;
  value: number | null;
  disabled: boolean;
  strings: AdminStrings['inquiries']['handling']['templates'];
  onPick: (template: ReplyTemplate) => void;
}

/** Choosing a template for a reply: the inquiry's language first, then the others, by language. */
export default function TemplatePicker({ id, templates, locale, value, disabled, strings: s, onPick }: Props) {
  const groups = templatesByLanguage(templates, locale);
  const label = (code: Locale) => (code === locale ? fill(s.visitorLanguage, { language: localeInfo(code).name }) : localeInfo(code).name);
  return (
    <div className="mb-3">
      <label htmlFor={id} className={labelClass}>{s.pick}</label>
      <select id={id} className={inputClass} value={value ?? ''} disabled={disabled} aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const template = templates.find((t) => String(t.id) === event.target.value);
          if (template) onPick(template);
        }}>
        <option value="">{s.pickNone}</option>
        {groups.map((group) => (
          <optgroup key={group.locale} label={label(group.locale)}>
            {group.templates.map((t) => <option key={t.id} value={t.id}>{t.name}</option>)}
          </optgroup>
        ))}
      </select>
      <p id={`${id}-hint`} className={hintClass}>{s.placeholders}</p>
    </div>
  );
}
