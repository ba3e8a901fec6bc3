import { describe, expect, it } from 'vitest';
import { editorStringsKo } from '#data/admin/editor/ko.ts';
import { cleanStyleValueAllowed } from '#components/features/admin-editor/cleanHtml.ts';
import { blockOptions, FONT_SIZES, FONT_STACKS, fontFamilyOptions, sizePresetOptions } from '#components/features/admin-editor/toolbarOptions.ts';

describe('toolbar options', () => {
  it('offers paragraph and headings 1 to 6', () => {
    expect(blockOptions(editorStringsKo).map((option) => option.value)).toEqual(['paragraph', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
  });

  it('labels the size presets with the spec\'s sizes in Korean', () => {
    expect(sizePresetOptions(editorStringsKo).map((option) => option.label)).toEqual([
      '기본 (300px)',
      '작게 (200px)',
      '보통 (350px)',
      '크게 (450px, 120%)',
      '매우 크게 (600px, 150%)',
    ]);
  });

  it('only offers fonts and sizes the HTML cleaner keeps', () => {
    for (const stack of Object.values(FONT_STACKS)) expect(cleanStyleValueAllowed('font-family', stack)).toBe(true);
    for (const size of FONT_SIZES) expect(cleanStyleValueAllowed('font-size', size)).toBe(true);
    expect(fontFamilyOptions(editorStringsKo)[0]).toEqual({ value: '', label: '기본 글꼴' });
  });
});
