/** What the Visitors view calls a language, country, device, source or linking page in the staff's language. */
import type { AdminLocale } from '#domain/admin-access.ts';
import { isLocale, localeInfo } from '#i18n/locales.ts';

export interface LabelTexts {
  direct: string;
  unknown: string;
  noCampaign: string;
  noReferrer: string;
  devices: Readonly<Record<string, string>>;
}

export interface Labels {
  locale: (code: string) => string;
  country: (code: string) => string;
  device: (key: string) => string;
  source: (key: string) => string;
  campaign: (name: string) => string;
  referrer: (page: string) => string;
}

/** The labels for `adminLocale`: languages by their own names (as the site's selector shows them), countries by Intl's names. */
export function labelsFor(adminLocale: AdminLocale, texts: LabelTexts): Labels {
  let regions: Intl.DisplayNames | undefined;
  try {
    regions = new Intl.DisplayNames([localeInfo(adminLocale).dateLocale], { type: 'region' });
  } catch {
    regions = undefined;
  }
  return {
    locale: (code) => (isLocale(code) ? localeInfo(code).name : texts.unknown),
    country: (code) => (/^[A-Z]{2}$/.test(code) ? (regions?.of(code) ?? code) : texts.unknown),
    device: (key) => texts.devices[key] ?? texts.unknown,
    source: (key) => (key === 'direct' ? texts.direct : key),
    campaign: (name) => name || texts.noCampaign,
    referrer: (page) => page || texts.noReferrer,
  };
}
