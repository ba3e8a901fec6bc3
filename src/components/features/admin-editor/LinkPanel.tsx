import { useState, type JSX } from 'react';
import { safeLinkUrl, withDefaultScheme } from './link-url.ts';
import type { EditorStrings } from './strings.ts';
import { panelHintClass, panelInputClass, panelLabelClass, primaryButtonClass, secondaryButtonClass, ToolbarPanel } from './ToolbarPanel.tsx';

export interface LinkPanelProps {
  id: string;
  strings: EditorStrings['linkForm'];
  initialUrl: string | null;
  onApply(url: string): void;
  onRemove(): void;
  onClose(): void;
}

/** Address field for the link button; only http, https, mailto and tel are accepted. */
export function LinkPanel({ id, strings, initialUrl, onApply, onRemove, onClose }: LinkPanelProps): JSX.Element {
  const [url, setUrl] = useState(initialUrl ?? 'https://');
  const [error, setError] = useState<string | null>(null);

  function apply() {
    const safe = safeLinkUrl(withDefaultScheme(url));
    if (safe === '') {
      setError(strings.invalid);
      return;
    }
    onApply(safe);
  }

  return (
    <ToolbarPanel
      id={id}
      title={strings.title}
      onSubmit={apply}
      onClose={onClose}
      actions={
        <>
          <button type="button" className={primaryButtonClass} onClick={apply}>{strings.apply}</button>
          {initialUrl !== null && <button type="button" className={secondaryButtonClass} onClick={onRemove}>{strings.remove}</button>}
          <button type="button" className={secondaryButtonClass} onClick={onClose}>{strings.cancel}</button>
        </>
      }
    >
      <label htmlFor={`${id}-url`} className={panelLabelClass}>{strings.url}</label>
      <input
        id={`${id}-url`}
        type="url"
        inputMode="url"
        autoComplete="off"
        value={url}
        onChange={(event) => {
          setUrl(event.target.value);
          setError(null);
        }}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        className={panelInputClass}
      />
      <p id={`${id}-hint`} className={panelHintClass}>{strings.hint}</p>
      {error && <p id={`${id}-error`} role="alert" className="text-sm font-medium text-accent-700">{error}</p>}
    </ToolbarPanel>
  );
}
