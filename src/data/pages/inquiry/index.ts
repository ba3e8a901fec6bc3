import type { Widen } from '#i18n/types.ts';
import { defineContent } from '../_shared/define-content.ts';
import { en } from './en.ts';
import { id } from './id.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';
import { zh } from './zh.ts';

/** Every locale's inquiry texts: a complete record of the Korean reference. */
export type InquiryContent = Widen<typeof ko>;
/** The strings the form island receives (finished, per locale). */
export type InquiryFormStrings = InquiryContent['form'];

/** The inquiry form, result pages and confirmation e-mail texts of a locale. */
export const getInquiryContent = defineContent<InquiryContent>({ ko, en, id, zh, ja });

