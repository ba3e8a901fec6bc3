import { describe, expect, it } from 'vitest';
import { initialTabIndex, nextTabIndex } from '#components/features/service-visa/tabs.ts';

describe('nextTabIndex', () => {
  it('moves right and left with wrap-around', () => {
    expect(nextTabIndex(0, 'ArrowRight', 5)).toBe(1);
    expect(nextTabIndex(4, 'ArrowRight', 5)).toBe(0);
    expect(nextTabIndex(0, 'ArrowLeft', 5)).toBe(4);
    expect(nextTabIndex(3, 'ArrowLeft', 5)).toBe(2);
  });

  it('jumps to the first and last tab', () => {
    expect(nextTabIndex(2, 'Home', 5)).toBe(0);
    expect(nextTabIndex(2, 'End', 5)).toBe(4);
  });

  it('ignores other keys and empty lists', () => {
    expect(nextTabIndex(2, 'ArrowDown', 5)).toBeNull();
    expect(nextTabIndex(2, 'Enter', 5)).toBeNull();
    expect(nextTabIndex(0, 'ArrowRight', 0)).toBeNull();
  });

  it('treats an unknown current tab as the first', () => {
    expect(nextTabIndex(-1, 'ArrowRight', 5)).toBe(1);
    expect(nextTabIndex(9, 'ArrowLeft', 5)).toBe(4);
  });
});

describe('initialTabIndex', () => {
  const ids = ['voa', 'itas', 'itap'].map((k) => ({ tab: `visa-tab-${k}`, panel: `visa-panel-${k}` }));

  it('defaults to the first tab', () => {
    expect(initialTabIndex('', ids)).toBe(0);
    expect(initialTabIndex('#main', ids)).toBe(0);
  });

  it('opens the tab a fragment names', () => {
    expect(initialTabIndex('#visa-panel-itap', ids)).toBe(2);
    expect(initialTabIndex('#visa-tab-itas', ids)).toBe(1);
  });
});
