import type { Widen } from '../../../i18n/types.ts';
import type { ko } from './ko.ts';

/** Every locale's content of the company establishment and permits page: a complete record of the Korean reference. */
export type EstablishmentContent = Widen<typeof ko>;
