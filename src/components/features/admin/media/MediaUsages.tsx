import type { MediaStrings } from '#data/admin/content/index.ts';
import { fill } from '#data/admin/app/index.ts';
import type { MediaUsage, UsageKind } from '#domain/media/usages.ts';
import type { TabId } from '../tabs.ts';
import { formatDateTime } from '../format.ts';
import { usageField, usagePlace, usageSource, type UsageLabelStrings } from './usageLabels.ts';

/** The admin tab each kind of place is edited in. */
const TAB_OF: Record<UsageKind, TabId> = { notice: 'notices', faq: 'faqs', csr: 'csr', page: 'pages', settings: 'site' };

/** A usage's link: the item's edit dialog (useLinkedItem), the page's editor (`#pages/home`), or its tab for the site settings and the trash. */
const hrefOf = (usage: MediaUsage) => (usage.kind === 'settings' || usage.trashed ? `#${TAB_OF[usage.kind]}` : `#${TAB_OF[usage.kind]}/${usage.id}`);

/** Where an image is used: one link per item (and per draft, per item's kept versions), to where it is edited, with the fields naming it. */
export default function MediaUsages({ id, usages, strings, labels }: { id: string; usages: MediaUsage[]; strings: MediaStrings; labels: UsageLabelStrings }) {
  if (usages.length === 0) return <p id={id} className="text-sm text-slate-700">{strings.unused}</p>;
  return (
    <div id={id}>
      <h4 className="text-sm font-semibold text-slate-800">{fill(strings.usedIn, { count: String(usages.length) })}</h4>
      <ul className="mt-1 space-y-1 text-sm">
        {usages.map((usage) => (
          <li key={`${usage.kind}-${usage.id}-${usage.source}`} className="break-words">
            <a href={hrefOf(usage)} className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900">
              {strings.kinds[usage.kind]}: {usagePlace(usage, labels)}
            </a>
            {usage.trashed && <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">{strings.trashed}</span>}
            {usage.source !== 'item' && <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{usageSource(usage, labels, formatDateTime)}</span>}
            <span className="ml-2 text-slate-600">({usage.fields.map((path) => usageField(usage.kind, path, labels)).join(', ')})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
