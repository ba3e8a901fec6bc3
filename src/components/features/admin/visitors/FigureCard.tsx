import type { ReactNode } from 'react';
import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import { buttonClass } from '../ui.ts';
import FigureTableView from './FigureTableView.tsx';
import { csvFileName, tableCsv, type FigureTable } from './tables.ts';

interface Props {
  table: FigureTable;
  range: { from: string; to: string };
  strings: Pick<AdminStrings['visitors'], 'csv' | 'csvFor' | 'emptyTable'>;
  mark?: { column: number; text: string };
  tall?: boolean;
  /** Controls between the heading and the table (a filter). */
  children?: ReactNode;
}

/** Saves the table as a CSV file (UTF-8 with BOM, formula cells neutralized: #domain/csv.ts). */
function download(table: FigureTable, range: Props['range']) {
  const url = URL.createObjectURL(new Blob([tableCsv(table)], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: csvFileName(table, range) });
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * One table of the Visitors view with its heading and CSV button, or a line saying the range has nothing.
 * Not a landmark of its own: the table's scrolling box already is one, under the same name.
 */
export default function FigureCard({ table, range, strings, mark, tall, children }: Props) {
  const empty = table.rows.length === 0;
  return (
    <div className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-base font-semibold">{table.title}</h4>
        {!empty && (
          <button type="button" className={buttonClass('quiet')} aria-label={fill(strings.csvFor, { table: table.title })} onClick={() => download(table, range)}>
            {strings.csv}
          </button>
        )}
      </div>
      {children}
      {empty ? <p className="mt-3 text-sm text-slate-600">{strings.emptyTable}</p> : <FigureTableView table={table} mark={mark} tall={tall} />}
    </div>
  );
}
