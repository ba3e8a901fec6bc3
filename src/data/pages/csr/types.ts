import type { Widen } from '../../../i18n/types.ts';
import type { ko } from './ko.ts';

export type CsrContent = Widen<typeof ko>;
