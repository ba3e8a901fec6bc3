import type { ContentDraft } from '#domain/content/api.ts';
import type { ContentStrings } from '#data/admin/content/index.ts';
import { fill } from '#data/admin/app/index.ts';
import type { Locale } from '#i18n/locales.ts';
import { adminTimeZone, formatDateTime } from '../format.ts';
import { buttonClass } from '../ui.ts';
import { TextField } from './Fields.tsx';
import { bcp47 } from './LanguageTabs.tsx';

/** The part of useContentCrud's `dialog.draft` the panel reads. */
export interface DraftState {
  /** The edited item's pending draft (null without one, or for a new item). */
  pending: ContentDraft | null;
  /** `datetime-local` in the administrator's time zone ('' for none). */
  publishAt: string;
  setPublishAt: (value: string) => void;
  save: () => Promise<unknown>;
  discard: () => Promise<unknown>;
  makePreview: () => Promise<unknown>;
  preview: { links: { locale: Locale; href: string }[]; expiresAt: string } | null;
}

interface Props {
  id: string;
  draft: DraftState;
  saving: boolean;
  strings: ContentStrings['common'];
}

/**
 * The edit dialog's draft section: what the pending draft is, when it is to be published (typed in
 * the administrator's own time zone), discarding it, and its preview links in every language.
 */
export default function DraftPanel({ id, draft, saving, strings }: Props) {
  const s = strings.drafts;
  const { pending, preview } = draft;
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h3 id={`${id}-heading`} className="text-base font-semibold text-slate-900">{s.heading}</h3>
      <p className="text-sm text-slate-800">
        {pending ? fill(s.pendingNote, { who: pending.savedBy ?? strings.history.someone, when: formatDateTime(pending.savedAt) }) : s.newNote}
      </p>
      <TextField id={`${id}-publish-at`} type="datetime-local" label={s.publishAt} hint={fill(s.publishAtHint, { zone: adminTimeZone() })} value={draft.publishAt} onChange={draft.setPublishAt} />
      {pending && (
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonClass('secondary')} onClick={() => void draft.makePreview()} disabled={saving}>{s.makePreview}</button>
          <button type="button" className={buttonClass('quietDanger')} onClick={() => void draft.discard()} disabled={saving}>{s.discard}</button>
        </div>
      )}
      {pending && preview && (
        <div>
          <p className="text-sm font-medium text-slate-800">{fill(s.previewLinks, { until: formatDateTime(preview.expiresAt) })}</p>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {preview.links.map((link) => (
              <li key={link.locale}>
                <a href={link.href} lang={bcp47[link.locale]} target="_blank" rel="noopener" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-900">{strings.languages[link.locale]}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
