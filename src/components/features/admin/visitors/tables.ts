/**
 * The Visitors view's tables as plain data: each one's columns and rows of raw values, what the
 * screen formats and the CSV export writes (a count as a number, a rate as a percentage, a day as
 * YYYY-MM-DD), so the two never disagree.
 */
import type { AnalyticsReport, FunnelFigures } from '#domain/analytics/report.ts';
import { csvDocument, type CsvValue } from '#domain/csv.ts';
import type { AdminStrings } from '#data/admin/app/index.ts';
import type { Labels } from './labels.ts';
import { everyDay, percent, rate } from './range.ts';

type Strings = AdminStrings['visitors'];

/** path: a page address, broken anywhere on a narrow screen; text: a name, broken between words only. */
export type ColumnKind = 'text' | 'path' | 'day' | 'count' | 'rate';
export interface Column {
  label: string;
  kind: ColumnKind;
}
/** text and day cells are strings, counts numbers, rates a fraction or null (nothing to divide by). */
export type Cell = string | number | null;

export interface FigureTable {
  id: string;
  title: string;
  columns: Column[];
  rows: Cell[][];
}

const text = (label: string): Column => ({ label, kind: 'text' });
const path = (label: string): Column => ({ label, kind: 'path' });
const count = (label: string): Column => ({ label, kind: 'count' });

/** Every day of the range, newest first (the day one looks for), a day without visits as zeros. */
export function dailyTable(report: AnalyticsReport, s: Strings): FigureTable {
  return {
    id: 'days',
    title: s.tables.days,
    columns: [{ label: s.columns.day, kind: 'day' }, count(s.columns.visitors), count(s.columns.pageviews)],
    rows: everyDay(report).reverse().map((day) => [day.day, day.visitors, day.pageviews]),
  };
}

/** The tables below the chart, in the order the view shows them. */
export function figureTables(report: AnalyticsReport, s: Strings, label: Labels): FigureTable[] {
  const c = s.columns;
  const t = s.tables;
  return [
    { id: 'pages', title: t.pages, columns: [path(c.path), count(c.pageviews), count(c.visitors)], rows: report.pages.map((p) => [p.path, p.pageviews, p.visitors]) },
    { id: 'entry-pages', title: t.entryPages, columns: [path(c.path), count(c.visitors)], rows: report.entryPages.map((p) => [p.path, p.visitors]) },
    { id: 'languages', title: t.locales, columns: [text(c.locale), count(c.entries), count(c.pageviews)], rows: report.locales.map((l) => [label.locale(l.locale), l.visitors, l.pageviews]) },
    {
      id: 'sources',
      title: t.sources,
      columns: [text(c.source), text(c.campaign), count(c.entries), count(c.pageviews)],
      rows: report.sources.map((r) => [label.source(r.source), label.campaign(r.campaign), r.visitors, r.pageviews]),
    },
    { id: 'countries', title: t.countries, columns: [text(c.country), count(c.entries), count(c.pageviews)], rows: report.countries.map((r) => [label.country(r.country), r.visitors, r.pageviews]) },
    { id: 'devices', title: t.devices, columns: [text(c.device), count(c.entries), count(c.pageviews)], rows: report.devices.map((r) => [label.device(r.device), r.visitors, r.pageviews]) },
  ];
}

/** Site searches; `onlyFoundNothing` keeps the terms that found nothing at least once. */
export function searchTable(report: AnalyticsReport, s: Strings, label: Labels, onlyFoundNothing: boolean): FigureTable {
  const c = s.columns;
  const searches = onlyFoundNothing ? report.searches.filter((r) => r.foundNothing > 0) : report.searches;
  return {
    id: onlyFoundNothing ? 'searches-found-nothing' : 'searches',
    title: s.tables.searches,
    columns: [path(c.term), text(c.locale), count(c.searches), count(c.foundNothing)],
    rows: searches.map((r) => [r.term, label.locale(r.locale), r.count, r.foundNothing]),
  };
}

export function notFoundTable(report: AnalyticsReport, s: Strings, label: Labels): FigureTable {
  const c = s.columns;
  return { id: 'not-found', title: s.tables.notFound, columns: [path(c.path), path(c.referrer), count(c.count)], rows: report.notFound.map((r) => [r.path, label.referrer(r.referrer), r.count]) };
}

/** One funnel row: its steps and the rates between them (each step against the contact-page visits, the replies against the inquiries). */
function funnelRow(name: string, f: FunnelFigures): Cell[] {
  return [name, f.contactViews, f.formsStarted, rate(f.formsStarted, f.contactViews), f.inquiries, rate(f.inquiries, f.contactViews), f.repliedWithin24h, rate(f.repliedWithin24h, f.inquiries)];
}

/** The funnel split `by` language or source, all of them first. */
export function funnelTable(report: AnalyticsReport, s: Strings, label: Labels, by: 'locale' | 'source'): FigureTable {
  const f = s.funnel;
  const rows = by === 'locale' ? report.funnel.byLocale.map((r) => funnelRow(label.locale(r.locale), r)) : report.funnel.bySource.map((r) => funnelRow(label.source(r.source), r));
  return {
    id: by === 'locale' ? 'funnel-by-language' : 'funnel-by-source',
    title: by === 'locale' ? s.tables.funnelByLocale : s.tables.funnelBySource,
    columns: [text(by === 'locale' ? s.columns.locale : s.columns.source), count(f.contactViews), count(f.formsStarted), { label: f.startRate, kind: 'rate' }, count(f.inquiries), { label: f.inquiryRate, kind: 'rate' }, count(f.replied), { label: f.replyRate, kind: 'rate' }],
    rows: [funnelRow(f.all, report.funnel), ...rows],
  };
}

/** The table as a spreadsheet: its column heads (a rate's with "(%)"), then its rows, rates as percentages. */
export function tableCsv(table: FigureTable): string {
  const header = table.columns.map((column) => (column.kind === 'rate' ? `${column.label} (%)` : column.label));
  const rows = table.rows.map((row): CsvValue[] => row.map((cell, i) => (table.columns[i]!.kind === 'rate' && typeof cell === 'number' ? percent(cell) : cell)));
  return csvDocument(header, rows);
}

/** `visitors-pages-2026-10-29-2026-11-27.csv`: the table and its range, so downloads of several periods stay apart. */
export function csvFileName(table: FigureTable, range: { from: string; to: string }): string {
  return `visitors-${table.id}-${range.from}-${range.to}.csv`;
}
