import type { NoticesContent } from './index.ts';

export const en: NoticesContent = {
  hero: {
    eyebrow: 'News',
    title: 'Notices',
    description: 'Changes in Indonesian law, labour, visa and investment rules, and news from our firm.',
    stats: {
      notices: 'Notices published',
      categories: 9,
      categoriesLabel: 'Information categories',
      updates: 'Weekly',
      updatesLabel: 'Regular updates',
      emergencyHours: 24,
      emergency: '{hours} hours',
      emergencyLabel: 'Emergency support',
    },
  },
  listTitle: 'All notices',
  categories: { all: 'All', announcement: 'Announcement', legal: 'Legal', labor: 'Labour', visa: 'Visa', investment: 'Investment', tax: 'Tax', report: 'Report', realEstate: 'Real estate' },
  pinned: 'Pinned',
  important: 'Important',
  author: 'Author',
  views: 'Views',
  date: 'Posted',
  readMore: 'Read more',
  collapse: 'Collapse',
  loading: 'Loading notices...',
  empty: 'No notices registered.',
  koreanOnly: 'Available in Korean only',
  contact: { title: 'Any questions?', text: 'Our consultation team answers questions about these notices within 24 hours.', primary: 'Request a consultation', secondary: 'FAQ' },
};
