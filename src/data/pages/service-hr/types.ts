import type { Widen } from '../../../i18n/types.ts';
import type { ko } from './ko.ts';

/** Every locale's content of the labour and HR page: a complete record of the Korean reference. */
export type HrContent = Widen<typeof ko>;
