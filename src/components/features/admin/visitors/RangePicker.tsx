import { useId } from 'react';
import { fill } from '#data/admin/app/index.ts';
import { RANGES, type RangeDays } from './range.ts';

interface Props {
  days: RangeDays;
  onChange: (days: RangeDays) => void;
  texts: { rangeLabel: string; rangeDays: string };
}

/** The period as three toggle buttons (7, 30, 90 days); the pressed one is the period shown. */
export default function RangePicker({ days, onChange, texts }: Props) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="mt-4 flex flex-wrap items-center gap-2">
      <span id={`${id}-label`} className="text-sm font-semibold text-slate-800">{texts.rangeLabel}</span>
      {RANGES.map((n) => (
        <button
          key={n}
          type="button"
          aria-pressed={days === n}
          onClick={() => onChange(n)}
          className="min-h-11 rounded-lg border border-slate-500 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
        >
          {fill(texts.rangeDays, { n })}
        </button>
      ))}
    </div>
  );
}
