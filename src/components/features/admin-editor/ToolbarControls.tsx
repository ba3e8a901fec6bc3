import type { JSX, ReactNode } from 'react';

const BASE =
  'inline-flex h-9 min-w-9 items-center justify-center rounded px-1.5 text-sm text-slate-800 hover:bg-slate-200 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40 ' +
  'aria-pressed:bg-brand-100 aria-pressed:text-brand-900 aria-expanded:bg-brand-100';

export interface ToolbarButtonProps {
  id?: string;
  label: string;
  onClick(): void;
  children: ReactNode;
  pressed?: boolean;
  disabled?: boolean;
  /** For the buttons that open a form under the toolbar. */
  controls?: string;
  expanded?: boolean;
  shortcut?: string;
}

/**
 * A toolbar button. Mouse-down is cancelled so clicking does not take focus (and the selection)
 * away from the text; keyboard users act on the selection the editor kept.
 */
export function ToolbarButton({ id, label, onClick, children, pressed, disabled, controls, expanded, shortcut }: ToolbarButtonProps): JSX.Element {
  return (
    <button
      type="button"
      id={id}
      className={BASE}
      aria-label={label}
      title={shortcut ? `${label} (${shortcut})` : label}
      {...(pressed === undefined ? {} : { 'aria-pressed': pressed })}
      {...(controls ? { 'aria-controls': controls, 'aria-expanded': Boolean(expanded) } : {})}
      {...(shortcut ? { 'aria-keyshortcuts': shortcut.replace('Ctrl', 'Control') } : {})}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

export interface ToolbarSelectProps {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange(value: string): void;
  wide?: boolean;
}

/** A labelled select (the label is visually hidden: the toolbar has no room for it). */
export function ToolbarSelect({ id, label, value, options, onChange, wide = false }: ToolbarSelectProps): JSX.Element {
  const known = options.some((option) => option.value === value);
  return (
    <span className="inline-flex">
      <label htmlFor={id} className="sr-only">{label}</label>
      <select
        id={id}
        title={label}
        value={known ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        className={`h-9 ${wide ? '' : 'max-w-36 '}rounded border border-slate-500 bg-white px-1.5 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>{option.label}</option>
        ))}
      </select>
    </span>
  );
}

export interface ToolbarColorProps {
  id: string;
  label: string;
  value: string;
  fallback: string;
  onChange(value: string): void;
  swatchClass: string;
}

/** A colour input shown as a small letter with a swatch bar; its label is the Korean name. */
export function ToolbarColor({ id, label, value, fallback, onChange, swatchClass }: ToolbarColorProps): JSX.Element {
  const hex = /^#[0-9a-f]{6}$/i.test(value) ? value : fallback;
  return (
    <label
      htmlFor={id}
      title={label}
      className="relative inline-flex h-9 min-w-9 cursor-pointer items-center justify-center rounded text-sm font-semibold hover:bg-slate-200 has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-brand-600"
    >
      <span className="sr-only">{label}</span>
      <span aria-hidden="true" className={swatchClass} style={{ borderBottomColor: hex }}>가</span>
      <input id={id} type="color" value={hex} onChange={(event) => onChange(event.target.value)} className="absolute inset-0 h-full w-full cursor-pointer opacity-0" />
    </label>
  );
}

export function Divider(): JSX.Element {
  return <span aria-hidden="true" className="mx-0.5 h-6 w-px self-center bg-slate-300" />;
}
