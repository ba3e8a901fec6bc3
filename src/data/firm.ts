/**
 * The firm's claims, the same in every language: pages format them per locale
 * (formatNumber) and never retype them.
 */
export const firm = {
  foundedYear: 2003,
  yearsOfExperience: 23,
  companiesSupported: 500,
  visaCases: 10000,
  employees: 70,
  localExpertsPercent: 100,
  serviceAreas: 6,
  establishmentSuccessPercent: 100,
  rentalManagements: 500,
  responseHours: 24,
} as const;

/** Privacy-policy retention periods and dates. */
export const privacyPolicy = {
  contractRecordsYears: 5,
  taxRecordsYears: 10,
  consultationRecordsYears: 3,
  effectiveDate: '2025-01-01',
  changeNoticeDays: 7,
} as const;
