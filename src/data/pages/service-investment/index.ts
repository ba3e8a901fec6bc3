import type { InvestmentContent } from '#domain/pages/service-investment.ts';
import type { Locale } from '#i18n/locales.ts';
import { en } from './en.ts';
import { id } from './id.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';
import { zh } from './zh.ts';

export type { InvestmentContent };

/** The investment consulting page's first-run texts in every locale, until the firm edits them (table site_pages). */
export const serviceInvestmentSeed: Record<Locale, InvestmentContent> = { ko, en, id, zh, ja };
