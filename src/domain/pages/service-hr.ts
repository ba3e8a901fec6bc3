/**
 * The labour and HR page: company regulations, contract types, the BPJS example, recruitment, training,
 * HR forms, groupware and the calls to action. Legal figures and BPJS rates are figures (the page
 * formats them per locale and computes the rupiah amounts from the rates); `{placeholders}` are filled by the page.
 */
import * as v from 'valibot';
import { figure, fixed, group, line, list, text } from './fields.ts';
import { serviceCta } from './blocks.ts';

const titled = group({ title: line(), text: text(600) });
/** A BPJS rate in percent of the wage (3.7 = 3.7 %). */
const rate = () => figure({ min: 0, max: 100, decimals: true });
const employmentRow = group({ program: line(), employerMin: rate(), employerMax: rate(), employee: rate() });

export const serviceHrPageSchema = group({
  backLink: line(80),
  hero: group({
    eyebrow: line(),
    lead: text(800),
    onlineRequest: line(80),
    contact: line(80),
    stats: group({
      steps: line(80),
      stepsValue: line(40),
      smallBusiness: line(80),
      weeksRange: line(40),
      group: line(80),
      groupValue: line(40),
      employees: line(80),
    }),
  }),
  regulation: group({
    eyebrow: line(),
    title: line(),
    intro: text(800),
    minWorkers: figure({ min: 1, max: 10_000 }),
    reviewDays: figure({ min: 1, max: 365 }),
    approvalWorkingDays: figure({ min: 1, max: 365 }),
    facts: group({ obligation: line(80), obligationValue: line(80), review: line(80), reviewValue: line(80), approval: line(80), approvalValue: line(80) }),
    stepLabel: line(40),
    steps: list(titled, { max: 12 }),
  }),
  contracts: group({
    eyebrow: line(),
    title: line(),
    intro: text(800),
    caption: line(),
    headers: group({ type: line(60), regulation: line(60), content: line(60) }),
    probationMonths: figure({ min: 1, max: 24 }),
    rows: list(group({ type: line(), regulation: text(600), content: text(1000) }), { max: 12 }),
  }),
  bpjs: group({
    eyebrow: line(),
    title: line(),
    intro: text(800),
    foreignerMonths: figure({ min: 1, max: 24 }),
    year: figure({ min: 2000, max: 2100 }),
    /** The monthly wage in rupiah the example's amounts are computed from. */
    wageBasis: figure({ min: 1, max: 1_000_000_000 }),
    caption: line(),
    headers: group({ program: line(60), employerRate: line(60), employeeRate: line(60), employerAmount: line(60), employeeAmount: line(60) }),
    none: line(40),
    health: group({ scheme: line(80), program: line(), employer: rate(), employee: rate() }),
    employment: group({
      scheme: line(80),
      // JHT, JKK, JKM: the notes quote the range of the second (JKK, by the workplace's risk class).
      rows: fixed([employmentRow, employmentRow, employmentRow]),
      subtotal: line(),
    }),
    total: line(),
    combined: line(),
    notes: list(text(600), { max: 6 }),
  }),
  recruitment: group({
    eyebrow: line(),
    title: line(),
    intro: text(800),
    smallBusiness: group({
      weeksMin: figure({ min: 1, max: 52 }),
      weeksMax: figure({ min: 1, max: 52 }),
      staffMin: figure({ min: 1, max: 10_000 }),
      staffMax: figure({ min: 1, max: 10_000 }),
    }),
    groupMin: figure({ min: 1, max: 100_000 }),
    services: list(titled, { max: 8 }),
  }),
  process: group({
    eyebrow: line(),
    title: line(),
    intro: text(800),
    stepLabel: line(40),
    progressLabel: line(),
    steps: list(titled, { max: 20 }),
  }),
  training: group({
    eyebrow: line(),
    title: line(),
    intro: text(800),
    programs: list(group({ title: line(), text: text(600), items: list(line(), { max: 12 }) }), { max: 6 }),
  }),
  templates: group({ eyebrow: line(), title: line(), intro: text(800), items: list(line(), { max: 40 }) }),
  groupware: group({
    eyebrow: line(),
    title: line(),
    intro: text(800),
    bestForLabel: line(60),
    items: list(group({ name: line(80), category: line(80), text: text(600), bestFor: line() }), { max: 12 }),
  }),
  request: group({ title: line(), text: text(800), onlineRequest: line(80), phone: line(80) }),
  cta: serviceCta(),
});

export type HrContent = v.InferOutput<typeof serviceHrPageSchema>;
