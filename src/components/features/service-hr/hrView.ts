/**
 * Everything the HR page shows that is computed rather than written: the labour and BPJS figures
 * put into their sentences in the locale's notation, and the BPJS table with rupiah amounts
 * computed from the rates.
 */
import { format } from '#i18n/index.ts';
import { formatNumber } from '#i18n/format.ts';
import type { Locale } from '#i18n/locales.ts';
import type { HrContent } from '#data/pages/service-hr/index.ts';
import type { IconName } from '../service-detail/Icon.astro';
import { computeBpjs, type Contribution } from './bpjs.ts';
import { formatPercent, formatPercentRange, formatRupiah, formatRupiahRange } from './hr.ts';

const RECRUITMENT_ICONS: IconName[] = ['briefcase', 'users', 'layers', 'factory'];

export function hrView(locale: Locale, c: HrContent) {
  const n = (value: number) => formatNumber(locale, value);
  const { regulation: reg, recruitment: rec, bpjs } = c;
  const small = rec.smallBusiness;
  const recruitmentValues = {
    staffMin: n(small.staffMin),
    staffMax: n(small.staffMax),
    weeksMin: n(small.weeksMin),
    weeksMax: n(small.weeksMax),
    groupMin: n(rec.groupMin),
  };

  const cells = (row: Contribution) => ({
    employerRate: formatPercentRange(locale, row.employerRate),
    employeeRate: row.employeeRate ? formatPercent(locale, row.employeeRate) : '',
    employerAmount: formatRupiahRange(locale, row.employerAmount),
    employeeAmount: row.employeeRate ? formatRupiah(locale, row.employeeAmount) : '',
  });
  // Subtotals and totals use the lowest JKK risk rate, as the spec's 4.24 % / 8.24 % / 11.24 % do.
  const lowest = (row: Contribution): Contribution => ({
    ...row,
    employerRate: { min: row.employerRate.min, max: row.employerRate.min },
    employerAmount: { min: row.employerAmount.min, max: row.employerAmount.min },
  });
  const table = computeBpjs(bpjs.wageBasis, bpjs.health, bpjs.employment.rows);
  const jkk = bpjs.employment.rows[1];

  return {
    stats: [
      { value: format(c.hero.stats.stepsValue, { n: n(c.process.steps.length) }), label: c.hero.stats.steps },
      { value: format(c.hero.stats.weeksRange, { min: recruitmentValues.weeksMin, max: recruitmentValues.weeksMax }), label: c.hero.stats.smallBusiness },
      { value: format(c.hero.stats.groupValue, { n: recruitmentValues.groupMin }), label: c.hero.stats.group },
    ],
    regulation: {
      intro: format(reg.intro, { workers: n(reg.minWorkers) }),
      facts: [
        { label: reg.facts.obligation, value: format(reg.facts.obligationValue, { n: n(reg.minWorkers) }) },
        { label: reg.facts.review, value: format(reg.facts.reviewValue, { n: n(reg.reviewDays) }) },
        { label: reg.facts.approval, value: format(reg.facts.approvalValue, { n: n(reg.approvalWorkingDays) }) },
      ],
      steps: reg.steps.map((step) => ({
        title: step.title,
        text: format(step.text, { reviewDays: n(reg.reviewDays), approvalDays: n(reg.approvalWorkingDays) }),
      })),
    },
    contracts: c.contracts.rows.map((row) => ({ ...row, content: format(row.content, { months: n(c.contracts.probationMonths) }) })),
    bpjs: {
      intro: format(bpjs.intro, { months: n(bpjs.foreignerMonths), year: String(bpjs.year) }),
      caption: format(bpjs.caption, { year: String(bpjs.year), wage: formatRupiah(locale, bpjs.wageBasis) }),
      groups: [
        { scheme: bpjs.health.scheme, rows: [{ program: bpjs.health.program, ...cells(table.health) }] },
        {
          scheme: bpjs.employment.scheme,
          rows: bpjs.employment.rows.map((row, i) => ({ program: row.program, ...cells(table.employment[i]!) })),
          subtotal: { label: bpjs.employment.subtotal, ...cells(lowest(table.employmentSubtotal)) },
        },
      ],
      total: { label: bpjs.total, ...cells(lowest(table.total)) },
      combined: {
        label: bpjs.combined,
        rate: formatPercent(locale, table.combined.rate.min),
        amount: formatRupiah(locale, table.combined.amount.min),
      },
      notes: bpjs.notes.map((note) =>
        format(note, { jkkMin: formatPercent(locale, jkk.employerMin), jkkMax: formatPercent(locale, jkk.employerMax) }),
      ),
    },
    recruitment: rec.services.map((service, i) => ({
      title: service.title,
      text: format(service.text, recruitmentValues),
      icon: RECRUITMENT_ICONS[i] ?? 'check',
    })),
    processTitle: format(c.process.title, { total: n(c.process.steps.length) }),
    templatesTitle: format(c.templates.title, { count: n(c.templates.items.length) }),
  };
}
