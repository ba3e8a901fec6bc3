import type { JSX } from 'react';
import type { EditorStrings } from '#data/admin/editor/index.ts';
import { UrlPanel } from './UrlPanel.tsx';
import { parseVideoUrl, type VideoEmbed } from './videoEmbed.ts';

export interface VideoPanelProps {
  id: string;
  strings: EditorStrings['videoForm'];
  onInsert(embed: VideoEmbed): void;
  onClose(): void;
}

/** Address field for the video button: YouTube and Vimeo only, anything else is refused. */
export function VideoPanel({ id, strings, onInsert, onClose }: VideoPanelProps): JSX.Element {
  return <UrlPanel id={id} strings={strings} submitLabel={strings.insert} initialUrl="" parse={parseVideoUrl} onSubmit={onInsert} onClose={onClose} />;
}
