import { useEffect, useState } from 'react';
import type { EditorStrings } from '#data/admin/editor/index.ts';

/** An image of the media library as a picker offers it: its alt text already in the text's locale. */
export interface LibraryImage {
  url: string;
  width: number;
  height: number;
  name: string;
  /** The alt text in the locale being written (else the Korean one). */
  alt: string;
  /** The required alt text (Korean) is written: only then may it be used. */
  ready: boolean;
}

export type LoadLibrary = () => Promise<LibraryImage[]>;

export type LibraryState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; images: LibraryImage[] };

/**
 * The picker's state: the library loaded when the picker opens, the chosen image, and the refusal
 * (none chosen, or no Korean alt text) `confirm` shows instead of answering an image.
 */
export function useLibraryChoice(load: LoadLibrary, strings: EditorStrings['library']) {
  const [state, setState] = useState<LibraryState>({ status: 'loading' });
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    load().then(
      (images) => current && setState({ status: 'ready', images }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [load]);

  function choose(url: string) {
    setChosen(url);
    setError(null);
  }

  function confirm(): LibraryImage | undefined {
    const image = state.status === 'ready' ? state.images.find((candidate) => candidate.url === chosen) : undefined;
    if (!image) setError(strings.noneChosen);
    else if (!image.ready) setError(strings.altMissing);
    return image?.ready ? image : undefined;
  }

  return { state, chosen, choose, error, confirm };
}

export type LibraryChoice = ReturnType<typeof useLibraryChoice>;
