import { describe, expect, it } from 'vitest';
import { SIZE_PRESETS, isSizePresetKey, sizePreset, sizeStyle } from '#components/features/admin-editor/sizePresets.ts';

describe('size presets', () => {
  it('has the spec\'s five sizes', () => {
    expect(SIZE_PRESETS.map((p) => [p.key, p.heightPx, p.widthPercent])).toEqual([
      ['default', 300, 100],
      ['small', 200, 100],
      ['medium', 350, 100],
      ['large', 450, 120],
      ['xlarge', 600, 150],
    ]);
  });

  it('falls back to the default for an unknown key', () => {
    expect(sizePreset('huge').key).toBe('default');
    expect(isSizePresetKey('huge')).toBe(false);
    expect(isSizePresetKey('xlarge')).toBe(true);
  });

  it('turns a preset into frame sizes', () => {
    expect(sizeStyle('large')).toEqual({ width: '120%', minWidth: '120%', height: '450px' });
    expect(sizeStyle('small')).toEqual({ width: '100%', minWidth: '100%', height: '200px' });
  });
});
