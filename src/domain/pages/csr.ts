/** The CSR ("Our Story") pages' texts: the list's hero, filters, paging and states, and a story's own page (the stories are content of their own). */
import * as v from 'valibot';
import { group, line, text } from './fields.ts';
import { boardHero } from './blocks.ts';

export const csrPageSchema = group({
  hero: boardHero(),
  filterLabel: line(),
  all: line(40),
  listTitle: line(),
  views: line(60),
  readMore: line(60),
  loading: line(),
  empty: group({ title: line(), text: text(600) }),
  koreanOnly: line(),
  pager: group({ label: line(), previous: line(60), next: line(60), page: line(60) }),
  paged: line(),
  more: line(60),
  detail: group({
    back: line(),
    summary: line(60),
    published: line(60),
    lastModified: line(60),
    backToList: line(60),
    contact: line(60),
    loadingTitle: line(),
    notFoundTitle: line(),
    notFoundText: text(600),
  }),
});

export type CsrContent = v.InferOutput<typeof csrPageSchema>;
