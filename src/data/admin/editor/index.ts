import type { Widen } from '#i18n/types.ts';
import type { editorStringsKo } from './ko.ts';

/** Every visible or spoken text of the rich-text editor in one language: a complete record of the Korean reference. */
export type EditorStrings = Widen<typeof editorStringsKo>;
