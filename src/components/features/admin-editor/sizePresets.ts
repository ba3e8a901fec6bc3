/** The spec's editor size presets: height in px and width relative to the dialog's content box. */
export type SizePresetKey = 'default' | 'small' | 'medium' | 'large' | 'xlarge';

export interface SizePreset {
  key: SizePresetKey;
  heightPx: number;
  widthPercent: number;
}

export const SIZE_PRESETS: readonly SizePreset[] = [
  { key: 'default', heightPx: 300, widthPercent: 100 },
  { key: 'small', heightPx: 200, widthPercent: 100 },
  { key: 'medium', heightPx: 350, widthPercent: 100 },
  { key: 'large', heightPx: 450, widthPercent: 120 },
  { key: 'xlarge', heightPx: 600, widthPercent: 150 },
];

export function isSizePresetKey(value: string): value is SizePresetKey {
  return SIZE_PRESETS.some((preset) => preset.key === value);
}

/** The preset for a key, falling back to the default for anything unknown. */
export function sizePreset(key: string): SizePreset {
  return SIZE_PRESETS.find((preset) => preset.key === key) ?? (SIZE_PRESETS[0] as SizePreset);
}

/**
 * Inline sizes of the editor frame. Wider than 100 % would push out of the dialog, so the caller
 * wraps the frame in a horizontally scrolling box; min-width keeps the wider presets wider.
 */
export function sizeStyle(key: string): { width: string; minWidth: string; height: string } {
  const preset = sizePreset(key);
  return { width: `${preset.widthPercent}%`, minWidth: `${preset.widthPercent}%`, height: `${preset.heightPx}px` };
}
