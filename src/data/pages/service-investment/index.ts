import type { Locale } from '../../../i18n/locales.ts';
import type { InvestmentContent } from './types.ts';
import { ko } from './ko.ts';
import { en } from './en.ts';
import { id } from './id.ts';
import { zh } from './zh.ts';
import { ja } from './ja.ts';

const content: Record<Locale, InvestmentContent> = { ko, en, id, zh, ja };

export function getInvestmentContent(locale: Locale): InvestmentContent {
  return content[locale];
}
export type { InvestmentContent };
