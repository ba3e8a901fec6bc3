import { useId, useState } from 'react';
import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import type { FactsDraftInfo } from '#domain/site-settings/facts.ts';
import { FACTS_PREVIEW_PAGES, type FactsPreviewPage } from '#domain/site-settings/facts-preview.ts';
import { locales, type Locale } from '#i18n/locales.ts';
import { SelectField } from '../content/Fields.tsx';
import { formatDateTime } from '../format.ts';
import { buttonClass, failureClass, hintClass } from '../ui.ts';
import { openFactsPreview, type PreviewOutcome } from './factsDraft.ts';

interface Props {
  strings: AdminStrings['siteSettings']['facts']['draft'];
  /** The pages' names as the Pages tab gives them. */
  pageNames: Readonly<Record<FactsPreviewPage, string>>;
  draft: FactsDraftInfo | null;
}

/** The drafted figures on a real page in one language, signed out, in a new tab (a link there, for 24 hours). */
export default function FactsPreview({ strings: d, pageNames, draft }: Props) {
  const id = useId();
  const [page, setPage] = useState<FactsPreviewPage>('home');
  const [locale, setLocale] = useState<Locale>('ko');
  const [preview, setPreview] = useState<PreviewOutcome | { kind: 'idle' | 'opening' }>({ kind: 'idle' });

  async function open() {
    const tab = window.open('', '_blank');
    // The preview page gets no hold on the admin's window.
    if (tab) tab.opener = null;
    setPreview({ kind: 'opening' });
    setPreview(await openFactsPreview(page, locale, tab, d.previewFailed));
  }

  return (
    <fieldset className="border-t border-amber-200 pt-3">
      <legend className="text-sm font-semibold text-slate-900">{d.previewHeading}</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        <SelectField id={`${id}-page`} label={d.previewPage} value={page} onChange={(value) => setPage(value as FactsPreviewPage)}
          options={FACTS_PREVIEW_PAGES.map((key) => ({ value: key, label: pageNames[key] }))} />
        <SelectField id={`${id}-locale`} label={d.previewLanguage} value={locale} onChange={(value) => setLocale(value as Locale)}
          options={locales.map((l) => ({ value: l.code, label: l.name }))} />
      </div>
      <div className="mt-3 flex flex-col items-start gap-2">
        <button type="button" className={buttonClass('secondary')} disabled={!draft || preview.kind === 'opening'} aria-describedby={draft ? undefined : `${id}-none`} onClick={() => void open()}>
          {preview.kind === 'opening' ? d.opening : d.preview}
        </button>
        {!draft && <p id={`${id}-none`} className={hintClass}>{d.noDraft}</p>}
        {draft && preview.kind === 'opened' && (
          <p className={hintClass} role="status">
            {fill(d.opened, { until: formatDateTime(preview.expiresAt) })}{' '}
            <a href={preview.url} target="_blank" rel="noopener noreferrer" className="font-semibold underline">{d.link}</a>
          </p>
        )}
        {preview.kind === 'failed' && <p role="alert" className={failureClass}>{preview.message}</p>}
      </div>
    </fieldset>
  );
}
