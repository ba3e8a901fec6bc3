import { formatDay, formatNumber } from '../format.ts';
import { badgeClass } from '../ui.ts';
import { percent } from './range.ts';
import type { Cell, ColumnKind, FigureTable } from './tables.ts';

/** A cell as the staff read it: numbers and days in their language, a rate with nothing to divide by as a dash. */
function cellText(cell: Cell, kind: ColumnKind): string {
  if (cell === null) return '—';
  if (typeof cell === 'number') return kind === 'rate' ? `${formatNumber(percent(cell))}%` : formatNumber(cell);
  return kind === 'day' ? formatDay(cell) : cell;
}

const cellClass: Record<ColumnKind, string> = {
  text: 'text-left break-words',
  path: 'text-left [overflow-wrap:anywhere]',
  day: 'whitespace-nowrap',
  count: 'text-right tabular-nums whitespace-nowrap',
  rate: 'text-right tabular-nums whitespace-nowrap',
};

interface Props {
  table: FigureTable;
  /** Tags the first cell of each row whose column `column` is above zero (the searches that found nothing). */
  mark?: { column: number; text: string } | undefined;
  /** Caps the height (the daily table beside the chart), scrolling inside. */
  tall?: boolean | undefined;
}

/** A table of figures: caption, column heads, the first cell of a row as its head; scrolls inside its own box when narrow. */
export default function FigureTableView({ table, mark, tall = false }: Props) {
  return (
    <div className={`mt-3 overflow-x-auto ${tall ? 'max-h-80 overflow-y-auto' : ''}`} tabIndex={0} role="region" aria-label={table.title}>
      {/* Wide tables keep their width and scroll in this box on a phone rather than squeeze each head into a column of letters. */}
      <table className={`w-full text-sm ${table.columns.length > 4 ? 'min-w-[40rem]' : ''}`}>
        <caption className="sr-only">{table.title}</caption>
        <thead className={tall ? 'sticky top-0 bg-white' : undefined}>
          <tr className="border-b border-slate-300">
            {table.columns.map((column, i) => (
              <th key={column.label} scope="col" className={`py-2 font-semibold ${i === 0 ? 'pr-3 text-left' : 'px-2 text-right'}`}>{column.label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            <tr key={r} className="border-b border-slate-100">
              {row.map((cell, i) => {
                const content = cellText(cell, table.columns[i]!.kind);
                if (i > 0) return <td key={i} className={`px-2 py-1.5 ${cellClass[table.columns[i]!.kind]}`}>{content}</td>;
                const marked = mark && typeof row[mark.column] === 'number' && (row[mark.column] as number) > 0;
                return (
                  <th key={i} scope="row" className={`py-1.5 pr-3 text-left font-normal ${cellClass[table.columns[0]!.kind]}`}>
                    {content}
                    {marked && <span className={`${badgeClass} ml-2 bg-amber-100 text-amber-900`}>{mark.text}</span>}
                  </th>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
