import { useEffect, useReducer, useRef, useState, type MouseEvent } from 'react';
import { initialMenuState, menuReducer } from './MobileMenu.state.ts';
import type { NavItem } from './navigation.ts';

export interface MobileMenuProps {
  items: NavItem[];
  /** Finished strings: the island imports no dictionary. */
  labels: { open: string; close: string; nav: string; toggleSubmenu: Record<string, string> };
  /** Where the toggle leads before hydration (the footer's site links). */
  fallbackHref: string;
}

const PANEL_ID = 'mobile-menu-panel';
const rowLink =
  'flex min-h-12 flex-1 items-center rounded-lg px-3 text-base font-medium text-slate-800 hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 data-active:text-brand-800';

function Bars({ open }: { open: boolean }) {
  return (
    <svg className="size-6" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true" focusable="false">
      {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

export default function MobileMenu({ items, labels, fallbackHref }: MobileMenuProps) {
  const [state, dispatch] = useReducer(menuReducer, initialMenuState);
  const [hydrated, setHydrated] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    if (!state.open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      dispatch({ type: 'close' });
      toggleRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const header = rootRef.current?.closest('header');
      if (header && !header.contains(event.target as Node)) dispatch({ type: 'close' });
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [state.open]);

  // Choosing any link closes the menu (also for same-page links, where no navigation hides it).
  const onPanelClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a')) dispatch({ type: 'close' });
  };

  const toggleClass =
    'inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-brand-50 hover:text-brand-800';

  return (
    <div ref={rootRef} className="md:hidden">
      {hydrated ? (
        <button
          ref={toggleRef}
          type="button"
          className={toggleClass}
          aria-expanded={state.open}
          aria-controls={PANEL_ID}
          aria-label={state.open ? labels.close : labels.open}
          onClick={() => dispatch({ type: 'toggle' })}
        >
          <Bars open={state.open} />
        </button>
      ) : (
        <a href={fallbackHref} className={toggleClass} aria-label={labels.open}>
          <Bars open={false} />
        </a>
      )}
      <nav
        id={PANEL_ID}
        aria-label={labels.nav}
        hidden={!state.open}
        onClick={onPanelClick}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pt-3 pb-6 shadow-menu"
      >
        <ul className="space-y-1">
          {items.map((item) => {
            const subId = `mobile-sub-${item.key}`;
            const expanded = state.expanded === item.key;
            if (item.cta) {
              return (
                <li key={item.key} className="py-1">
                  <a href={item.href} aria-current={item.current ? 'page' : undefined} className="flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-4 text-base font-semibold text-white hover:bg-brand-800">
                    {item.label}
                  </a>
                </li>
              );
            }
            return (
              <li key={item.key}>
                <div className="flex items-center gap-1">
                  <a href={item.href} aria-current={item.current ? 'page' : undefined} data-active={item.active ? '' : undefined} className={rowLink}>
                    {item.label}
                  </a>
                  {item.children && (
                    <button
                      type="button"
                      className="inline-flex size-12 items-center justify-center rounded-lg text-slate-600 hover:bg-brand-50 hover:text-brand-800"
                      aria-expanded={expanded}
                      aria-controls={subId}
                      aria-label={labels.toggleSubmenu[item.key] ?? item.label}
                      onClick={() => dispatch({ type: 'toggleSection', key: item.key })}
                    >
                      <svg className={`size-5 transition-transform ${expanded ? 'rotate-180' : ''}`} viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false">
                        <path fillRule="evenodd" d="M5.22 7.72a.75.75 0 0 1 1.06 0L10 11.44l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 8.78a.75.75 0 0 1 0-1.06Z" clipRule="evenodd" />
                      </svg>
                    </button>
                  )}
                </div>
                {item.children && (
                  <ul id={subId} hidden={!expanded} className="mt-1 mb-2 ml-3 space-y-0.5 border-l-2 border-brand-100 pl-3">
                    {item.children.map((child) => (
                      <li key={child.key}>
                        <a href={child.href} aria-current={child.current ? 'page' : undefined} className="flex min-h-11 items-center rounded-lg px-3 text-[0.9375rem] text-slate-700 hover:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800">
                          {child.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
