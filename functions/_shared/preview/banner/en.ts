import { adminEn as admin } from '#data/admin/app/en.ts';
import type { PreviewBannerStrings } from './index.ts';

export const en: PreviewBannerStrings = {
  heading: 'Preview of an unpublished draft — {page}, {language}, saved {savedAt}',
  unplaced: '{count} changes this preview cannot show:',
  reasons: {
    added: 'row added',
    removed: 'row removed',
    notText: 'picture, link or figure',
    notFound: 'text not found on the page as published',
    shared: 'the same text as another field: cannot be told apart',
  },
  facts: {
    heading: 'Preview of the firm’s figures, draft saved {savedAt}',
    unplaced: '{count} figures this page does not show:',
    reasons: { shared: 'another figure has the same value: cannot be told apart', notFound: 'its published value is not on this page' },
    figures: {
      foundedYear: 'Year founded',
      yearsOfExperience: 'Years of experience',
      companiesSupported: 'Companies supported',
      visaCases: 'Visa cases handled',
      employees: 'Employees',
      rentalManagements: 'Rentals managed',
      localExpertsPercent: 'Local experts (%)',
      establishmentSuccessPercent: 'Establishment success rate (%)',
      responseHours: 'Response time (hours)',
      serviceAreas: 'Service areas',
    },
  },
  pages: admin.pages.names,
};
