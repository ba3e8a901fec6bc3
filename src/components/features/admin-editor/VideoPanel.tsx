import { useState, type JSX } from 'react';
import type { EditorStrings } from './strings.ts';
import { panelHintClass, panelInputClass, panelLabelClass, primaryButtonClass, secondaryButtonClass, ToolbarPanel } from './ToolbarPanel.tsx';
import { parseVideoUrl, type VideoEmbed } from './video-embed.ts';

export interface VideoPanelProps {
  id: string;
  strings: EditorStrings['videoForm'];
  onInsert(embed: VideoEmbed): void;
  onClose(): void;
}

/** Address field for the video button: YouTube and Vimeo only, anything else is refused. */
export function VideoPanel({ id, strings, onInsert, onClose }: VideoPanelProps): JSX.Element {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);

  function insert() {
    const embed = parseVideoUrl(url);
    if (!embed) {
      setError(strings.invalid);
      return;
    }
    onInsert(embed);
  }

  return (
    <ToolbarPanel
      id={id}
      title={strings.title}
      onSubmit={insert}
      onClose={onClose}
      actions={
        <>
          <button type="button" className={primaryButtonClass} onClick={insert}>{strings.insert}</button>
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
