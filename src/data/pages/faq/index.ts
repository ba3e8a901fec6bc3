import type { Widen } from '#i18n/types.ts';
import { defineContent } from '../_shared/define-content.ts';
import { en } from './en.ts';
import { id } from './id.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';
import { zh } from './zh.ts';

export type FaqContent = Widen<typeof ko>;

export const getFaqContent = defineContent<FaqContent>({ ko, en, id, zh, ja });
