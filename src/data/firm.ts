import type { FirmFacts } from '#domain/site-settings/facts.ts';
/**
 * The firm's figures the site shows until the firm sets its own in the admin's site settings
 * (src/domain/site-settings/facts.ts), the same in every language. Pages and e-mails show the
 * settings (Astro.locals.facts, functions/_shared/site-facts.ts), never these directly; the years
 * of experience and the service areas are counted, not kept here.
 */
export const defaultFirmFacts: FirmFacts = {
  foundedYear: 2003,
  companiesSupported: 500,
  visaCases: 10000,
  employees: 70,
  rentalManagements: 500,
  localExpertsPercent: 100,
  establishmentSuccessPercent: 100,
  responseHours: 24,
};

/** Privacy-policy retention periods and dates. */
export const privacyPolicy = {
  contractRecordsYears: 5,
  taxRecordsYears: 10,
  consultationRecordsYears: 3,
  effectiveDate: '2025-01-01',
  changeNoticeDays: 7,
} as const;
