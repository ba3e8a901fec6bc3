import { useState, type JSX, type ReactNode } from 'react';
import { panelErrorClass, panelHintClass, panelInputClass, panelLabelClass, primaryButtonClass, secondaryButtonClass, ToolbarPanel } from './ToolbarPanel.tsx';

export interface UrlPanelProps<T> {
  id: string;
  strings: { title: string; url: string; hint: string; invalid: string; cancel: string };
  submitLabel: string;
  initialUrl: string;
  /** The accepted value for an address, or null when it is refused. */
  parse(url: string): T | null;
  onSubmit(value: T): void;
  onClose(): void;
  /** More buttons between submit and cancel (link: remove). */
  extraActions?: ReactNode;
}

/** One address field under the toolbar (link, video): checked on submit, the error under the field. */
export function UrlPanel<T>({ id, strings, submitLabel, initialUrl, parse, onSubmit, onClose, extraActions }: UrlPanelProps<T>): JSX.Element {
  const [url, setUrl] = useState(initialUrl);
  const [error, setError] = useState<string | null>(null);

  function submit() {
    const value = parse(url);
    if (value === null) setError(strings.invalid);
    else onSubmit(value);
  }

  return (
    <ToolbarPanel
      id={id}
      title={strings.title}
      onSubmit={submit}
      onClose={onClose}
      actions={
        <>
          <button type="button" className={primaryButtonClass} onClick={submit}>{submitLabel}</button>
          {extraActions}
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
      {error && <p id={`${id}-error`} role="alert" className={panelErrorClass}>{error}</p>}
    </ToolbarPanel>
  );
}
