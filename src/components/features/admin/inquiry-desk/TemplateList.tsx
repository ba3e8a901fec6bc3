import { useId } from 'react';
import type { AdminStrings } from '#data/admin/app/index.ts';
import type { ReplyTemplate } from '#domain/inquiry/reply-templates.ts';
import { localeInfo, locales } from '#i18n/locales.ts';
import { buttonClass } from '../ui.ts';

interface Props {
  templates: readonly ReplyTemplate[];
  strings: AdminStrings['inquiries']['handling']['templates'];
  onEdit: (template: ReplyTemplate) => void;
  onDelete: (template: ReplyTemplate) => void;
}

/** Every template under its language (each visitor language, empty ones said so), with edit and delete. */
export default function TemplateList({ templates, strings: s, onEdit, onDelete }: Props) {
  const id = useId();
  return (
    <div className="space-y-5">
      {locales.map(({ code, name }) => {
        const mine = templates.filter((t) => t.locale === code).sort((a, b) => a.name.localeCompare(b.name));
        return (
          <section key={code} aria-labelledby={`${id}-${code}`}>
            <h3 id={`${id}-${code}`} lang={localeInfo(code).bcp47} className="text-base font-bold text-slate-900">{name}</h3>
            {mine.length === 0 ? <p className="mt-1 text-sm text-slate-600">{s.empty}</p> : (
            <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200">
              {mine.map((t) => (
                <li key={t.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                  <div className="min-w-0 flex-1">
                    <p id={`${id}-t${t.id}`} className="font-semibold break-words text-slate-900">{t.name}</p>
                    <p lang={localeInfo(code).bcp47} className="truncate text-sm text-slate-600">{t.subject}</p>
                  </div>
                  <div className="flex gap-2">
                    <button type="button" data-template-edit={t.id} className={buttonClass('quiet')} aria-describedby={`${id}-t${t.id}`} onClick={() => onEdit(t)}>{s.edit}</button>
                    <button type="button" className={buttonClass('quietDanger')} aria-describedby={`${id}-t${t.id}`} onClick={() => onDelete(t)}>{s.delete}</button>
                  </div>
                </li>
              ))}
            </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
