import type { VisaContent } from '#domain/pages/service-visa.ts';
import type { Locale } from '#i18n/locales.ts';
import { company } from '../../company.ts';
import type { FirmFigures } from '#domain/site-settings/facts.ts';
import { fillContent, formatFigures } from '../_shared/fill.ts';
import { ko } from './ko.ts';
import { en } from './en.ts';
import { id } from './id.ts';
import { zh } from './zh.ts';
import { ja } from './ja.ts';

export type { VisaContent };

/** The visa page's first-run texts in every locale, placeholders unfilled, until the firm edits them (table site_pages). */
export const serviceVisaSeed: Record<Locale, VisaContent> = { ko, en, id, zh, ja };

/** The five tabs in spec order (VOA first, the default); the codes are the tab labels in every language. */
export const visaTabIds = ['voa', 'itas', 'itap', 'vksb', 'vkbp'] as const;

/**
 * The page's texts in a locale (as published: Astro.locals.pageContent) with every figure formatted and
 * filled in; `officePhone` as shown (the site settings' office line), `firm` the firm's figures (Astro.locals.facts).
 */
export function fillVisaContent(locale: Locale, content: VisaContent, officePhone: string, firm: FirmFigures): VisaContent {
  return fillContent(content, {
    ...formatFigures(locale, { ...content.figures, visaCases: firm.visaCases, years: firm.yearsOfExperience, responseHours: firm.responseHours }),
    phone: officePhone.replaceAll(' ', '\u00a0'),
    opens: company.hours.opens,
    closes: company.hours.closes,
  });
}
