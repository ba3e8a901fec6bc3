/** The 404 page: its texts in this language ("Page Not Found" is the specification's literal text in every language). */
import type { NotFoundContent } from './index.ts';

export const en: NotFoundContent = {
  title: 'Page Not Found',
  heading: 'We couldn’t find that page',
  text: 'The page you requested does not exist or its address has changed. Please use the links below to find what you are looking for.',
  home: 'Go to homepage',
  contact: 'Contact us',
};
