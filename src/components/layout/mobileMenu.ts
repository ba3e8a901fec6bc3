import { initialMenuState, menuReducer, type MenuAction } from './mobileMenuState.ts';

/**
 * Wires the prebuilt mobile menu (MobileMenu.astro) below `root`: the toggle opens and closes the
 * panel, one submenu is expanded at a time, and choosing a link, Escape or a pointer outside the
 * header closes it. Plain DOM instead of a React island, so a phone's first load runs no framework
 * (Lighthouse's blocking time on the pages without another island). Returns an unwire function.
 */
export function wireMobileMenu(root: HTMLElement): () => void {
  const toggle = root.querySelector<HTMLButtonElement>('button[data-menu-toggle]');
  const panel = root.querySelector<HTMLElement>('[data-menu-panel]');
  if (!toggle || !panel) return () => {};
  const sections = [...panel.querySelectorAll<HTMLButtonElement>('button[data-menu-section]')];
  const header = root.closest('header') ?? root;
  let state = initialMenuState;

  const render = () => {
    toggle.setAttribute('aria-expanded', String(state.open));
    toggle.setAttribute('aria-label', (state.open ? toggle.dataset.labelClose : toggle.dataset.labelOpen) ?? '');
    panel.hidden = !state.open;
    for (const button of sections) {
      const expanded = state.expanded === button.dataset.menuSection;
      button.setAttribute('aria-expanded', String(expanded));
      const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
      if (list) list.hidden = !expanded;
    }
  };
  const dispatch = (action: MenuAction) => {
    const next = menuReducer(state, action);
    if (next === state) return;
    state = next;
    render();
  };

  const onToggle = () => dispatch({ type: 'toggle' });
  // Choosing any link closes the menu (also for same-page links, where no navigation hides it).
  const onPanelClick = (event: MouseEvent) => {
    const target = event.target as Element;
    const section = target.closest<HTMLButtonElement>('button[data-menu-section]');
    if (section) dispatch({ type: 'toggleSection', key: section.dataset.menuSection ?? '' });
    else if (target.closest('a')) dispatch({ type: 'close' });
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !state.open) return;
    dispatch({ type: 'close' });
    toggle.focus();
  };
  const onPointer = (event: PointerEvent) => {
    if (state.open && !header.contains(event.target as Node)) dispatch({ type: 'close' });
  };

  toggle.addEventListener('click', onToggle);
  panel.addEventListener('click', onPanelClick);
  document.addEventListener('keydown', onKey);
  document.addEventListener('pointerdown', onPointer);
  render();
  return () => {
    toggle.removeEventListener('click', onToggle);
    panel.removeEventListener('click', onPanelClick);
    document.removeEventListener('keydown', onKey);
    document.removeEventListener('pointerdown', onPointer);
  };
}
