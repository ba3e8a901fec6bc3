import type { Widen } from '../../../i18n/types.ts';
import type { ko } from './ko.ts';

/** The About page's content in one locale: a complete record of the Korean reference. */
export type AboutContent = Widen<typeof ko>;
