/**
 * The parts several pages are built from, one schema each, so one kind of block is checked, typed and
 * drawn the same way on every page that has it.
 */
import type * as v from 'valibot';
import { group, line, text } from './fields.ts';

/** The call-to-action band at a page's foot (CtaBand): heading, text and two buttons. */
export const ctaBand = () => group({ title: line(), text: text(800), primary: line(60), secondary: line(60) });

/** A service page's closing call to action: heading, text, the contact button and the way back to every service. */
export const serviceCta = () => group({ title: line(), text: text(800), contact: line(80), services: line(80) });

/** The hero of a board page (FAQ, CSR stories): eyebrow, title and a description. */
export const boardHero = () => group({ eyebrow: line(), title: line(), description: text(600) });

/** A service page's hero: eyebrow, lead, its two buttons and the labels of its four figures (`stats`, each page its own). */
export const serviceHero = <const TStats extends v.ObjectEntries>(stats: TStats) =>
  group({ eyebrow: line(), lead: text(800), primaryCta: line(80), secondaryCta: line(80), stats: group(stats) });
