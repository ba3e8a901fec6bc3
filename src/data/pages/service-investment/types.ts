import type { Widen } from '../../../i18n/types.ts';
import type { ko } from './ko.ts';

/** Every locale's content of the investment consulting page: a complete record of the Korean reference. */
export type InvestmentContent = Widen<typeof ko>;
