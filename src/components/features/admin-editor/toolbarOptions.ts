import type { EditorStrings } from '#data/admin/editor/index.ts';
import { SIZE_PRESETS } from './sizePresets.ts';

/**
 * Font stacks: each starts with faces admins' PCs have and ends in a generic family. Only names in
 * the server sanitizer's FONT_FAMILIES list (functions/_shared/sanitize-html.ts) survive a save.
 */
export const FONT_STACKS = {
  sans: '"Noto Sans KR", "Apple SD Gothic Neo", "Malgun Gothic", system-ui, sans-serif',
  serif: '"Nanum Myeongjo", Georgia, "Times New Roman", serif',
  mono: 'ui-monospace, Menlo, Consolas, "Courier New", monospace',
} as const;

export const FONT_SIZES = ['12px', '14px', '16px', '18px', '20px', '24px', '30px', '36px'] as const;

export const HEADING_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

export function blockOptions(strings: EditorStrings) {
  return [{ value: 'paragraph', label: strings.blockTypes.paragraph }, ...HEADING_TAGS.map((tag) => ({ value: tag, label: strings.blockTypes[tag] }))];
}

export function fontFamilyOptions(strings: EditorStrings) {
  return [
    { value: '', label: strings.fontFamilies.default },
    { value: FONT_STACKS.sans, label: strings.fontFamilies.sans },
    { value: FONT_STACKS.serif, label: strings.fontFamilies.serif },
    { value: FONT_STACKS.mono, label: strings.fontFamilies.mono },
  ];
}

export function fontSizeOptions(strings: EditorStrings) {
  return [{ value: '', label: strings.fontSizeDefault }, ...FONT_SIZES.map((size) => ({ value: size, label: size.replace('px', ' px') }))];
}

export function sizePresetOptions(strings: EditorStrings) {
  return SIZE_PRESETS.map((preset) => ({
    value: preset.key,
    label: `${strings.sizePresets[preset.key]} (${preset.heightPx}px${preset.widthPercent === 100 ? '' : `, ${preset.widthPercent}%`})`,
  }));
}
