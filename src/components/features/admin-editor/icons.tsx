import type { JSX } from 'react';

/** 20px line icons (decorative: every button carries its Korean name as aria-label). */
const PATHS: Record<string, string> = {
  bullet: 'M8 5h9M8 10h9M8 15h9M3.5 5h.01M3.5 10h.01M3.5 15h.01',
  number: 'M8 5h9M8 10h9M8 15h9M3 4l1-1v4M3 13h2l-2 3h2',
  indent: 'M3 4h14M9 8h8M9 12h8M3 16h14M3 8l3 2-3 2',
  outdent: 'M3 4h14M9 8h8M9 12h8M3 16h14M6 8l-3 2 3 2',
  alignLeft: 'M3 4h14M3 8h9M3 12h14M3 16h9',
  alignCenter: 'M3 4h14M5.5 8h9M3 12h14M5.5 16h9',
  alignRight: 'M3 4h14M8 8h9M3 12h14M8 16h9',
  alignJustify: 'M3 4h14M3 8h14M3 12h14M3 16h14',
  link: 'M8.5 11.5a3.5 3.5 0 0 0 5 0l2.5-2.5a3.5 3.5 0 0 0-5-5l-1 1M11.5 8.5a3.5 3.5 0 0 0-5 0L4 11a3.5 3.5 0 0 0 5 5l1-1',
  image: 'M3 4h14v12H3zM3 13l4-4 4 4 2-2 4 4M13 7.5h.01',
  video: 'M3 5h14v10H3zM8.5 7.5v5l4-2.5z',
  quote: 'M4 9h4v5H4zM4 9c0-3 1-4 3-5M12 9h4v5h-4zM12 9c0-3 1-4 3-5',
  code: 'M7 6l-4 4 4 4M13 6l4 4-4 4M11 4l-2 12',
  table: 'M3 4h14v12H3zM3 8h14M3 12h14M8 4v12M12.5 4v12',
  clear: 'M6 4h10M11 4l-3 12M4 17L16 5',
  undo: 'M7 5L3 9l4 4M3 9h9a4 4 0 0 1 0 8h-2',
  redo: 'M13 5l4 4-4 4M17 9H8a4 4 0 0 0 0 8h2',
};

export type IconName = keyof typeof PATHS;

export function Icon({ name }: { name: IconName }): JSX.Element {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[name]} />
    </svg>
  );
}
