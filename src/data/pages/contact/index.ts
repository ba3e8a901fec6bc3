import type { Widen } from '#i18n/types.ts';
import { defineContent } from '../_shared/define-content.ts';
import { ko } from './ko.ts';
import { en } from './en.ts';
import { id } from './id.ts';
import { zh } from './zh.ts';
import { ja } from './ja.ts';

/** The Contact page's content in one locale: a complete record of the Korean reference. */
export type ContactContent = Widen<typeof ko>;

export const getContactContent = defineContent<ContactContent>({ ko, en, id, zh, ja });

