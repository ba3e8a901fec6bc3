import type { Widen } from '#i18n/types.ts';
import { defineContent } from '../_shared/define-content.ts';
import { ko } from './ko.ts';
import { en } from './en.ts';
import { id } from './id.ts';
import { zh } from './zh.ts';
import { ja } from './ja.ts';

export type HomeContent = Widen<typeof ko>;

export const getHomeContent = defineContent<HomeContent>({ ko, en, id, zh, ja });
