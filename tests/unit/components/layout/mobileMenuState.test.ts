import { describe, expect, it } from 'vitest';
import { initialMenuState, menuReducer, type MenuAction, type MenuState } from '#components/layout/mobileMenuState.ts';

const run = (...actions: MenuAction[]) => actions.reduce<MenuState>(menuReducer, initialMenuState);

describe('mobile menu state', () => {
  it('starts closed with nothing expanded', () => {
    expect(initialMenuState).toEqual({ open: false, expanded: null });
  });
  it('toggles open and closed', () => {
    expect(run({ type: 'toggle' })).toEqual({ open: true, expanded: null });
    expect(run({ type: 'toggle' }, { type: 'toggle' })).toEqual({ open: false, expanded: null });
  });
  it('expands one submenu at a time', () => {
    const s = run({ type: 'toggle' }, { type: 'toggleSection', key: 'services' }, { type: 'toggleSection', key: 'about' });
    expect(s).toEqual({ open: true, expanded: 'about' });
  });
  it('collapses a submenu tapped again', () => {
    const s = run({ type: 'toggle' }, { type: 'toggleSection', key: 'services' }, { type: 'toggleSection', key: 'services' });
    expect(s).toEqual({ open: true, expanded: null });
  });
  it('forgets the expanded submenu when closed, by the toggle or by close', () => {
    expect(run({ type: 'toggle' }, { type: 'toggleSection', key: 'about' }, { type: 'close' })).toEqual(initialMenuState);
    expect(run({ type: 'toggle' }, { type: 'toggleSection', key: 'about' }, { type: 'toggle' })).toEqual(initialMenuState);
    expect(run({ type: 'toggle' }, { type: 'toggleSection', key: 'about' }, { type: 'toggle' }, { type: 'toggle' })).toEqual({
      open: true,
      expanded: null,
    });
  });
  it('ignores submenu toggles while closed and keeps identity on a no-op close', () => {
    expect(run({ type: 'toggleSection', key: 'services' })).toEqual(initialMenuState);
    expect(menuReducer(initialMenuState, { type: 'close' })).toBe(initialMenuState);
  });
});
