import { useState } from 'react';
import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import type { PageKey } from '#domain/pages/registry.ts';
import type { Locale } from '#i18n/locales.ts';
import { formatDateTime } from '../format.ts';
import { buttonClass, failureClass, hintClass } from '../ui.ts';
import { openPagePreview, type PagePreviewOutcome } from './preview.ts';

interface Props {
  pageKey: PageKey;
  locale: Locale;
  /** The language has no saved draft: nothing to preview. */
  disabled: boolean;
  strings: AdminStrings['pages']['preview'];
}

/**
 * Previews the language's saved draft on the real page, signed out, in a new tab; the link is also
 * shown (in case the browser kept the tab from opening) with how long it works.
 */
export default function PagePreviewButton({ pageKey, locale, disabled, strings }: Props) {
  const [state, setState] = useState<PagePreviewOutcome | { kind: 'idle' | 'opening' }>({ kind: 'idle' });

  async function preview() {
    const tab = window.open('', '_blank');
    // The preview page gets no hold on the admin's window.
    if (tab) tab.opener = null;
    setState({ kind: 'opening' });
    setState(await openPagePreview({ key: pageKey, locale }, tab, strings.failed));
  }

  return (
    <div className="flex flex-col items-start gap-2">
      <button type="button" className={buttonClass('secondary')} disabled={disabled || state.kind === 'opening'} onClick={() => void preview()}>
        {state.kind === 'opening' ? strings.opening : strings.button}
      </button>
      {disabled && <p className={hintClass}>{strings.noDraft}</p>}
      {!disabled && state.kind === 'opened' && (
        <p className={hintClass} role="status">
          {fill(strings.opened, { until: formatDateTime(state.expiresAt) })}{' '}
          <a href={state.url} target="_blank" rel="noopener noreferrer" className="font-semibold underline">{strings.link}</a>
        </p>
      )}
      {state.kind === 'failed' && <p role="alert" className={failureClass}>{state.message}</p>}
    </div>
  );
}
