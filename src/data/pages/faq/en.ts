import type { FaqContent } from './index.ts';

export const en: FaqContent = {
  hero: {
    eyebrow: 'Support',
    title: 'Frequently asked questions',
    description: 'Answers to the questions clients ask us most about incorporation, HR, visas and real estate.',
  },
  tablistLabel: 'FAQ categories',
  categories: { corporation: 'Corporation', hr: 'HR', visa: 'Visa', realestate: 'Real estate', general: 'General', investment: 'Investment', legal: 'Legal' },
  loading: 'Loading FAQs...',
  empty: { title: 'No related FAQs found', hint: 'Please choose another category or contact our consultation team directly.' },
  koreanOnly: 'Available in Korean only',
  cta: { title: 'Didn’t find your answer?', text: 'Our consultants reply within {hours} hours. The initial consultation is free.', primary: 'Request a consultation', secondary: 'View services' },
};
