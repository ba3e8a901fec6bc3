import type { Widen } from '../../../i18n/types.ts';
import type { ko } from './ko.ts';

/** Every locale's inquiry texts: a complete record of the Korean reference. */
export type InquiryContent = Widen<typeof ko>;
/** The strings the form island receives (finished, per locale). */
export type InquiryFormStrings = InquiryContent['form'];
