/** The notices page's texts: hero with its figures, list labels, paging, search, a notice's own page and the contact band (the notices themselves are content of their own). */
import * as v from 'valibot';
import { figure, group, line, text } from './fields.ts';

export const noticesPageSchema = group({
  hero: group({
    eyebrow: line(),
    title: line(),
    description: text(600),
    stats: group({
      notices: line(60),
      categoriesLabel: line(60),
      updates: line(60),
      updatesLabel: line(60),
      emergencyHours: figure({ min: 1, max: 168 }),
      emergency: line(60),
      emergencyLabel: line(60),
    }),
  }),
  listTitle: line(),
  categories: group({
    all: line(40),
    announcement: line(40),
    legal: line(40),
    labor: line(40),
    visa: line(40),
    investment: line(40),
    tax: line(40),
    report: line(40),
    realEstate: line(40),
  }),
  pinned: line(40),
  important: line(40),
  author: line(40),
  views: line(40),
  date: line(40),
  readMore: line(60),
  collapse: line(60),
  empty: line(),
  koreanOnly: line(),
  pageLink: line(),
  listing: group({ filterLabel: line(), categoryName: line(), paged: line(), categoryDescription: text(600) }),
  pager: group({ label: line(), previous: line(60), next: line(60), page: line(60) }),
  search: group({ label: line(), placeholder: line(), results: line(), resultsOne: line(), none: line(), clear: line(60), more: line(60) }),
  detail: group({
    back: line(),
    lastModified: line(60),
    backToList: line(60),
    contact: line(60),
    loadingTitle: line(),
    notFoundTitle: line(),
    notFoundText: text(600),
  }),
  contact: group({ title: line(), text: text(600), primary: line(60), secondary: line(60) }),
});

export type NoticesContent = v.InferOutput<typeof noticesPageSchema>;
