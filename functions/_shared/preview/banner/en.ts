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
  pages: {
    home: 'Home',
    services: 'Services overview',
    'service-establishment': 'Service: company establishment',
    'service-hr': 'Service: HR and labour',
    'service-investment': 'Service: investment',
    'service-marketing': 'Service: marketing',
    'service-realestate': 'Service: real estate',
    'service-visa': 'Service: visas',
    about: 'About us',
    csr: 'CSR',
    faq: 'FAQ',
    notices: 'Notices',
    contact: 'Contact',
    inquiry: 'Inquiry form and confirmation e-mail',
    footer: 'Footer',
    privacy: 'Privacy policy',
    'not-found': '404 page',
  },
};
