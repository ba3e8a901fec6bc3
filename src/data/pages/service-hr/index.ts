import type { Widen } from '#i18n/types.ts';
import { defineContent } from '../_shared/define-content.ts';
import { ko } from './ko.ts';
import { en } from './en.ts';
import { id } from './id.ts';
import { zh } from './zh.ts';
import { ja } from './ja.ts';

/** Every locale's content of the labour and HR page: a complete record of the Korean reference. */
export type HrContent = Widen<typeof ko>;

export const getHrContent = defineContent<HrContent>({ ko, en, id, zh, ja });
