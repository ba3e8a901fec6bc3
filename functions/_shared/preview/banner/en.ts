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
  pages: admin.pages.names,
};
