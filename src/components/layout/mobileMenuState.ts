/** State of the mobile menu: open or closed, and at most one expanded submenu. */
export interface MenuState {
  open: boolean;
  expanded: string | null;
}
export type MenuAction =
  | { type: 'toggle' }
  | { type: 'close' }
  | { type: 'toggleSection'; key: string };

export const initialMenuState: MenuState = { open: false, expanded: null };

export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case 'toggle':
      return state.open ? initialMenuState : { open: true, expanded: null };
    case 'close':
      return state.open || state.expanded ? initialMenuState : state;
    case 'toggleSection':
      if (!state.open) return state;
      return { open: true, expanded: state.expanded === action.key ? null : action.key };
  }
}
