import type { CsrContent } from './index.ts';

export const en: CsrContent = {
  hero: {
    eyebrow: 'About Us',
    title: 'Our Story',
    description: 'From our founding to community work, localization and partnerships: the road Nusantara Bridge Consulting has travelled.',
  },
  filterLabel: 'Filter by category',
  all: 'All',
  listTitle: 'Stories',
  views: 'Views: {count}',
  readMore: 'Read more',
  loading: 'Loading stories...',
  empty: { title: 'No posts yet', text: 'There are no stories in the selected category yet.' },
  koreanOnly: 'Available in Korean only',
  pager: { label: 'Story list pages', previous: 'Previous', next: 'Next', page: 'Page {page}' },
  paged: '{name} (page {page})',
  more: 'Show more stories',
  detail: {
    back: 'Back to Our Story',
    summary: 'Summary',
    published: 'Published',
    lastModified: 'Last modified',
    backToList: 'Back to list',
    contact: 'Request a consultation',
    loadingTitle: 'Loading the story...',
    notFoundTitle: 'Post not found',
    notFoundText: 'The CSR post you requested does not exist or has been deleted.',
  },
};
