import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import type { Locale } from '#i18n/locales.ts';
import { bcp47 } from '../content/LanguageTabs.tsx';
import { badgeClass, buttonClass, errorClass, hintClass, inputClass, labelClass } from '../ui.ts';
import PictureInput from './PictureInput.tsx';
import { addRow, dotPath, emptyValue, fieldLabel, getAt, moveRow, removeRow, rowLimits, setAt, type FormNode, type Path } from './form.ts';

export interface FieldsContext {
  /** The id of the input, list or row at a path (the error summary links to it). */
  fieldId: (path: Path) => string;
  /** The whole page's content as typed. */
  content: unknown;
  /** The Korean page beside a translation; undefined when editing Korean. */
  reference: unknown;
  /** Dot paths of the fields whose Korean text changed since they were translated. */
  stale: ReadonlySet<string>;
  /** Messages by dot path. */
  errors: Readonly<Record<string, string>>;
  locale: Locale;
  strings: AdminStrings['pages'];
  disabled: boolean;
  /** The note saying figures are edited in Korean (set outside Korean when the page has figures). */
  figuresNoteId: string | undefined;
  onChange: (content: unknown) => void;
  /** Moves the focus once the change has rendered (a row added, moved or removed). */
  afterRender: (focus: () => void) => void;
}

interface Props {
  node: FormNode;
  path: Path;
  context: FieldsContext;
}

const focusById = (id: string) => () => document.getElementById(id)?.focus();
const describedBy = (...ids: (string | undefined | false)[]) => ids.filter(Boolean).join(' ') || undefined;

/**
 * A part of the page's form drawn from its model: a group as a fieldset (the page itself as the
 * form), a list as rows with add, remove and move, fixed rows without them, a field as its input.
 */
export default function PageFields({ node, path, context }: Props) {
  if (node.kind === 'group') {
    const inner = node.entries.map(([key, child]) => <PageFields key={key} node={child} path={[...path, key]} context={context} />);
    if (path.length === 0) return <div>{inner}</div>;
    return (
      <fieldset className="mt-6 rounded-xl border border-slate-300 px-3 pb-4 sm:px-4">
        <legend className="px-1 text-base font-bold text-slate-900">{fieldLabel(path)}</legend>
        {inner}
      </fieldset>
    );
  }
  if (node.kind === 'list' || node.kind === 'fixed') return <Rows node={node} path={path} context={context} />;
  return <Field node={node} path={path} context={context} />;
}

function Rows({ node, path, context }: { node: Extract<FormNode, { kind: 'list' | 'fixed' }>; path: Path; context: FieldsContext }) {
  const { strings, fieldId } = context;
  const value = getAt(context.content, path);
  const rows = Array.isArray(value) ? value : [];
  const id = fieldId(path);
  const error = context.errors[dotPath(path)];
  const list = node.kind === 'list' ? node : undefined;
  const limits = list ? rowLimits(list, rows.length) : { canAdd: false, canRemove: false };
  const bounds = list ? (list.max === undefined ? fill(strings.rowsAtLeast, { min: list.min }) : fill(strings.rowsBounds, { min: list.min, max: list.max })) : undefined;
  const rowNode = (i: number): FormNode | undefined => (list ? list.row : node.kind === 'fixed' ? node.rows[i] : undefined);
  const count = node.kind === 'fixed' ? node.rows.length : rows.length;

  function move(from: number, to: number) {
    context.onChange(moveRow(context.content, path, from, to));
    const last = rows.length - 1;
    // The focus follows the row; at an end, to its other move button.
    const button = (to === 0 && from > to) || (to === last && from < to) ? (from > to ? 'down' : 'up') : from > to ? 'up' : 'down';
    context.afterRender(focusById(`${fieldId([...path, to])}-${button}`));
  }

  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={describedBy(bounds && `${id}-bounds`, error && `${id}-error`)} className="mt-6 rounded-xl border border-slate-300 px-3 pb-4 sm:px-4">
      <legend className="px-1 text-base font-bold text-slate-900">{fieldLabel(path)}</legend>
      {bounds && <p id={`${id}-bounds`} className={hintClass}>{bounds}</p>}
      {error && <p id={`${id}-error`} className={errorClass}>{error}</p>}
      <ol className="mt-2 space-y-4">
        {Array.from({ length: count }, (_, i) => {
          const child = rowNode(i);
          if (!child) return null;
          const rowPath = [...path, i];
          const rowId = fieldId(rowPath);
          const label = fieldLabel(rowPath);
          const controls = list && (
            <div className="mt-2 flex flex-wrap gap-2">
              <button type="button" id={`${rowId}-up`} className={buttonClass('quiet')} disabled={context.disabled || i === 0} aria-label={fill(strings.moveUp, { row: label })} onClick={() => move(i, i - 1)}>
                <span aria-hidden="true">↑</span>
              </button>
              <button type="button" id={`${rowId}-down`} className={buttonClass('quiet')} disabled={context.disabled || i === rows.length - 1} aria-label={fill(strings.moveDown, { row: label })} onClick={() => move(i, i + 1)}>
                <span aria-hidden="true">↓</span>
              </button>
              <button
                type="button"
                className={buttonClass('quietDanger')}
                disabled={context.disabled || !limits.canRemove}
                onClick={() => {
                  context.onChange(removeRow(context.content, path, i));
                  // The row that took its place (its input, or its fieldset), else the add button.
                  context.afterRender(focusById(rows.length > 1 ? fieldId([...path, Math.min(i, rows.length - 2)]) : `${id}-add`));
                }}
              >
                {fill(strings.removeRow, { row: label })}
              </button>
            </div>
          );
          return (
            <li key={i} className="border-l-4 border-slate-200 pl-3">
              {child.kind === 'group' ? (
                // The row is the group: one fieldset named by the row, its fields inside.
                <fieldset id={rowId} tabIndex={-1}>
                  <legend className="text-sm font-bold text-slate-800">{label}</legend>
                  {controls}
                  {child.entries.map(([key, entry]) => <PageFields key={key} node={entry} path={[...rowPath, key]} context={context} />)}
                </fieldset>
              ) : child.kind === 'list' || child.kind === 'fixed' ? (
                <>
                  {controls}
                  <PageFields node={child} path={rowPath} context={context} />
                </>
              ) : (
                <>
                  <Field node={child} path={rowPath} context={context} />
                  {controls}
                </>
              )}
            </li>
          );
        })}
      </ol>
      {list && (
        <button
          type="button"
          id={`${id}-add`}
          className={`${buttonClass('secondary')} mt-4`}
          disabled={context.disabled || !limits.canAdd}
          onClick={() => {
            context.onChange(addRow(context.content, path, emptyValue(list.row)));
            const added = fieldId([...path, rows.length]);
            context.afterRender(() => {
              const row = document.getElementById(added);
              (row?.matches('input, textarea') ? row : row?.querySelector<HTMLElement>('input, textarea'))?.focus();
            });
          }}
        >
          {fill(strings.addRow, { list: fieldLabel(path) })}
        </button>
      )}
    </fieldset>
  );
}

function Field({ node, path, context }: Props) {
  const { strings, fieldId, locale } = context;
  const id = fieldId(path);
  const dot = dotPath(path);
  const value = getAt(context.content, path);
  const error = context.errors[dot];
  const korean = context.reference === undefined;
  const figure = node.kind === 'figure';
  const readOnly = figure && !korean;
  const reference = korean || figure ? undefined : getAt(context.reference, path);
  const stale = !korean && context.stale.has(dot);
  const ids = { error: `${id}-error`, reference: `${id}-ref` };
  const common = {
    id,
    // Read-only rather than disabled while saving, so the focus stays where it is.
    readOnly: context.disabled || readOnly,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(error && ids.error, !korean && !figure && ids.reference, readOnly && context.figuresNoteId),
    className: inputClass,
  } as const;
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const set = (next: string) => context.onChange(setAt(context.content, path, next));

  return (
    <div className={`mt-4 ${korean || figure ? '' : 'sm:grid sm:grid-cols-2 sm:gap-4'}`}>
      <div>
        <label htmlFor={id} className={labelClass}>
          {fieldLabel(path)}
          {stale && (
            // Part of the field's name, so it is heard with it; the note above the form says what it means.
            <span className={`${badgeClass} ml-2 border border-amber-700 bg-amber-50 text-amber-900`}>
              {strings.stale}
            </span>
          )}
        </label>
        {node.kind === 'text' ? (
          <textarea {...common} lang={bcp47[locale]} rows={Math.min(10, Math.max(3, Math.ceil(text.length / 70)))} value={text} onChange={(e) => set(e.target.value)} />
        ) : figure ? (
          <input {...common} type="text" inputMode="decimal" autoComplete="off" value={text} onChange={(e) => set(e.target.value)} className={`${inputClass} ${readOnly ? 'bg-slate-100' : ''}`} />
        ) : node.kind === 'image' ? (
          <PictureInput path={path} input={common} context={context} />
        ) : node.kind === 'link' ? (
          <input {...common} type="text" inputMode="url" autoComplete="off" spellCheck={false} dir="ltr" value={text} onChange={(e) => set(e.target.value)} />
        ) : (
          <input {...common} type="text" autoComplete="off" lang={bcp47[locale]} value={text} onChange={(e) => set(e.target.value)} />
        )}
        {error && <p id={ids.error} className={errorClass}>{error}</p>}
      </div>
      {!korean && !figure && (
        <div id={ids.reference} className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800 sm:mt-6">
          <span className="font-semibold">{strings.koreanReference}: </span>
          {typeof reference === 'string' ? (
            <span lang="ko" className="whitespace-pre-line break-words">{reference}</span>
          ) : (
            <span className="text-slate-600">{strings.noReference}</span>
          )}
        </div>
      )}
    </div>
  );
}
