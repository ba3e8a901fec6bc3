import type { Widen } from '#i18n/types.ts';
import { defineContent } from '../_shared/define-content.ts';
import { ko } from './ko.ts';
import { en } from './en.ts';
import { id } from './id.ts';
import { zh } from './zh.ts';
import { ja } from './ja.ts';

/** Every locale's content of the company establishment and permits page: a complete record of the Korean reference. */
export type EstablishmentContent = Widen<typeof ko>;

export const getEstablishmentContent = defineContent<EstablishmentContent>({ ko, en, id, zh, ja });
