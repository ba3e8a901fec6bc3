import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import type { HeldMailItem } from '#domain/inquiry/handling.ts';
import { formatDateTime, formatNumber } from './format.ts';
import LoadFailed from './LoadFailed.tsx';
import Spinner from './Spinner.tsx';
import { useAdminQuery } from './useAdminQuery.ts';

type Strings = AdminStrings['dashboard'];

/** The owners' list of mail the inbound endpoint held aside (no known inquiry, or a bounce of no mail on record), newest first. */
export default function HeldMail({ strings }: { strings: Strings }) {
  const s = strings.heldMail;
  const { state, reload } = useAdminQuery<{ total: number; items: HeldMailItem[] }>('/api/admin/inbound-mail');
  return (
    <section aria-labelledby="admin-held-mail-heading" className="mt-8">
      <h3 id="admin-held-mail-heading" className="text-lg">
        {s.heading}
        {state.status === 'ready' && state.data.total > 0 && <span className="ml-2 text-slate-700">({fill(s.count, { n: formatNumber(state.data.total) })})</span>}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{s.intro}</p>
      {state.status === 'loading' && <Spinner label={s.heading} />}
      {state.status === 'failed' && <LoadFailed text={s.failed} retry={strings.retry} error={state.error} onRetry={reload} />}
      {state.status === 'ready' && (state.data.items.length === 0 ? <p className="mt-3 text-sm text-slate-700">{s.empty}</p> : (
        <ul className="mt-3 space-y-2 text-sm">
          {state.data.items.map((item) => (
            <li key={item.id} className="rounded-xl border border-slate-200 p-3">
              <p className="break-words text-slate-600">{formatDateTime(item.receivedAt)} · {item.fromAddress}{item.kind === 'bounce' ? ` · ${s.bounce}` : ''}</p>
              <p className="break-words font-semibold text-slate-900">{item.subject || '—'}</p>
              {item.attachments.length > 0 && (
                <p className="break-words text-slate-700">{fill(s.attachments, { files: item.attachments.map((file) => `${file.name} (${formatNumber(Math.max(1, Math.round(file.size / 1024)))} KB)`).join(', ') })}</p>
              )}
              {item.body && (
                <details className="mt-1">
                  <summary className="cursor-pointer text-brand-800">{s.showText}</summary>
                  <p className="mt-1 whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-2 text-slate-900">{item.body}</p>
                </details>
              )}
            </li>
          ))}
        </ul>
      ))}
    </section>
  );
}
