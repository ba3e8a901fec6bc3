/**
 * The 404 page in each language: the specification's literal "Page Not Found" above the heading, the
 * explanation and the two ways on. Its <title> and description, and the quick links' labels, are the
 * interface dictionary's (`pages.notFound`, `nav`, `services`).
 */
import * as v from 'valibot';
import { group, line, text } from './fields.ts';

export const notFoundPageSchema = group({
  title: line(),
  heading: line(),
  text: text(600),
  home: line(60),
  contact: line(60),
});

export type NotFoundContent = v.InferOutput<typeof notFoundPageSchema>;
