/**
 * The visa service page's texts: hero, the visa types as tabs with their tables and documents, key
 * rules, process, packages and the call to action. The rules' figures (days, months, fees) are
 * figures, the same in every language; sentences carry them as `{name}` placeholders.
 */
import * as v from 'valibot';
import { figure, fixed, group, line, list, optionalLine, text } from './fields.ts';
import { ctaBand } from './blocks.ts';

const days = figure({ min: 0, max: 3650 });
const months = figure({ min: 0, max: 240 });
const years = figure({ min: 0, max: 100 });
const times = figure({ min: 0, max: 50 });

/** One visa type's tab: its table rows (a permit may have no visa code) and the documents it asks for. */
const tab = group({
  name: line(60),
  title: line(),
  description: text(1500),
  caption: line(),
  rows: list(
    group({ type: line(), code: optionalLine(40), method: text(600), validity: line(), extension: line(), remarks: text(600) }),
    { max: 8 },
  ),
  requirements: list(text(600), { max: 12 }),
});

/** A package card; its icon and button style follow its position (personal first, then enterprise). */
const pack = group({ title: line(), audience: text(600), features: list(line(), { max: 10 }), cta: line(60) });

/** A key rule; its icon follows its position (the deadline first, then the levy). */
const notice = group({ title: line(), text: text(1000) });

export const serviceVisaPageSchema = group({
  figures: group({
    visaTypes: figure({ min: 1, max: 50 }),
    voaDays: days,
    voaExtensionDays: days,
    voaFeeIdr: figure({ min: 0, max: 1_000_000_000 }),
    itasShortMinMonths: months,
    itasShortMaxMonths: months,
    itasLongMinMonths: months,
    itasLongMaxMonths: months,
    itasExtensions: times,
    itasMaxYears: years,
    itapYearsShort: years,
    itapYearsLong: years,
    itapItasYears: years,
    itapMarriageYears: years,
    workLevyUsd: figure({ min: 0, max: 1_000_000 }),
    vksbDays: days,
    vksbExtensionDays: days,
    vksbExtensions: times,
    vksbMaxDays: days,
    c18MaxDays: days,
    vkbpYears1: years,
    vkbpYears2: years,
    vkbpYears5: years,
    vkbpStayDays: days,
    extensionLeadWeeks: figure({ min: 0, max: 52 }),
  }),
  hero: group({
    eyebrow: line(),
    lead: text(1000),
    consult: line(60),
    call: line(80),
    // The hero's figure band lays out three or four.
    stats: list(group({ value: line(60), label: line(120) }), { min: 3, max: 4 }),
  }),
  guide: group({
    eyebrow: line(),
    title: line(),
    intro: text(1000),
    tablistLabel: line(60),
    columns: group({ type: line(40), method: line(40), validity: line(40), extension: line(40), remarks: line(40) }),
    requirementsTitle: line(),
    // The five visa types, each tab keyed and coded by its position (visaTabIds: VOA, ITAS, ITAP, VKSB, VKBP).
    tabs: fixed([tab, tab, tab, tab, tab]),
    disclaimer: text(600),
  }),
  notices: fixed([notice, notice]),
  process: group({
    eyebrow: line(),
    title: line(),
    steps: list(group({ title: line(), description: text(600) }), { max: 8 }),
  }),
  packages: group({
    eyebrow: line(),
    title: line(),
    intro: text(1000),
    items: fixed([pack, pack]),
    phoneTitle: line(),
    phoneText: text(600),
    phoneHours: line(),
  }),
  back: line(),
  cta: ctaBand(),
});

export type VisaContent = v.InferOutput<typeof serviceVisaPageSchema>;
