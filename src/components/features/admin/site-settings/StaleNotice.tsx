import type { AdminStrings } from '#data/admin/app/index.ts';
import type { ContactChannels, ContactField } from '#domain/site-settings/contact.ts';
import { failureClass } from '../ui.ts';

interface Props {
  strings: AdminStrings['siteSettings'];
  /** The fields where the other administrator's values differ from what is typed. */
  fields: readonly ContactField[];
  theirs: ContactChannels;
}

/** Someone saved in between: says so, keeps the typed values, and shows theirs field by field. */
export default function StaleNotice({ strings, fields, theirs }: Props) {
  return (
    <div role="alert" className={`${failureClass} mt-4`}>
      <p>{strings.stale}</p>
      {fields.length > 0 && (
        <dl className="mt-2 font-normal text-slate-800">
          <div className="font-semibold">{strings.theirs}</div>
          {fields.map((field) => (
            <div key={field} className="mt-1 flex flex-wrap gap-x-2">
              <dt>{strings[field]}:</dt>
              <dd className="break-all">{theirs[field] || '—'}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
