import type { JSX } from 'react';
import { safeLinkUrl, withDefaultScheme } from './linkUrl.ts';
import type { EditorStrings } from '#data/admin/editor/index.ts';
import { secondaryButtonClass } from './ToolbarPanel.tsx';
import { UrlPanel } from './UrlPanel.tsx';

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
  return (
    <UrlPanel
      id={id}
      strings={strings}
      submitLabel={strings.apply}
      initialUrl={initialUrl ?? 'https://'}
      parse={(url) => safeLinkUrl(withDefaultScheme(url)) || null}
      onSubmit={onApply}
      onClose={onClose}
      extraActions={initialUrl !== null && <button type="button" className={secondaryButtonClass} onClick={onRemove}>{strings.remove}</button>}
    />
  );
}
