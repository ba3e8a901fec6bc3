/** A picture field of the page form as it renders (server-side, no DOM): thumbnail, editable address, library button, errors and the Korean reference. */
import { parse, type HTMLElement } from 'node-html-parser';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { adminEn } from '#data/admin/app/en.ts';
import { adminKo } from '#data/admin/app/ko.ts';
import { group, image, list, optionalLine } from '#domain/pages/fields.ts';
import { validatePageContent } from '#domain/pages/content.ts';
import { formModel, type Path } from '#components/features/admin/pages/form.ts';
import PageFields, { type FieldsContext } from '#components/features/admin/pages/PageFields.tsx';

// No page schema has a picture yet: a small one with a picture and its alt text, and a list of bare pictures.
const schema = group({
  hero: group({ photo: image(), photoAlt: optionalLine(250) }),
  logos: list(image(), { min: 1, max: 4 }),
});
const UPLOAD = '/api/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.webp';
const ko = { hero: { photo: UPLOAD, photoAlt: '회의실' }, logos: ['https://cdn.example.com/logo.webp'] };

function render(over: Partial<FieldsContext>): HTMLElement {
  const context: FieldsContext = {
    fieldId: (path: Path) => `f-${path.join('.')}`,
    content: ko,
    reference: undefined,
    stale: new Set(),
    errors: {},
    locale: 'ko',
    strings: adminKo.pages,
    disabled: false,
    figuresNoteId: undefined,
    onChange: () => undefined,
    afterRender: () => undefined,
    ...over,
  };
  return parse(renderToString(createElement(PageFields, { node: formModel(schema), path: [], context })));
}

const byId = (root: HTMLElement, id: string): HTMLElement => {
  const found = root.getElementById(id);
  if (!found) throw new Error(`no #${id}`);
  return found;
};

describe('a picture field in the page form', () => {
  it('shows the picture, its editable address named by its label, and a button opening the library dialog', () => {
    const root = render({});
    const input = byId(root, 'f-hero.photo');
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('value')).toBe(UPLOAD);
    expect(input.hasAttribute('readonly')).toBe(false);
    expect(input.getAttribute('dir')).toBe('ltr');
    expect(root.querySelector('label[for="f-hero.photo"]')?.textContent).toBe('hero › photo');
    const field = input.closest('div.mt-4');
    expect(field?.querySelector('img')?.getAttribute('src')).toBe(UPLOAD);
    const choose = byId(root, 'f-hero.photo-choose');
    expect(choose.getAttribute('type')).toBe('button');
    expect(choose.getAttribute('aria-haspopup')).toBe('dialog');
    expect(choose.getAttribute('aria-label')).toBe('미디어 라이브러리에서 선택: hero › photo');
    expect(choose.textContent).toBe(adminKo.pages.picture.choose);
    // The library loads only when the dialog opens.
    expect(root.querySelector('dialog')).toBeNull();
    // The alt text beside it stays a text field of its own.
    expect(byId(root, 'f-hero.photoAlt').getAttribute('value')).toBe('회의실');
  });

  it('draws each row of a list of pictures the same way, https addresses included', () => {
    const root = render({});
    expect(byId(root, 'f-logos.0').getAttribute('value')).toBe('https://cdn.example.com/logo.webp');
    expect(byId(root, 'f-logos.0').closest('li')?.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/logo.webp');
    expect(byId(root, 'f-logos.0-choose').getAttribute('aria-label')).toBe('미디어 라이브러리에서 선택: logos › 1');
  });

  it("shows no thumbnail for an address that is not a picture's, and the schema's message at the field", () => {
    const broken = { ...ko, hero: { photo: 'javascript:alert(1)', photoAlt: '' } };
    const result = validatePageContent(schema, broken, ko);
    const key = result.ok ? undefined : result.errors['hero.photo'];
    expect(key).toBe('image');
    const root = render({ content: broken, errors: { 'hero.photo': adminKo.pages.errors[key!] } });
    const input = byId(root, 'f-hero.photo');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('f-hero.photo-error');
    expect(byId(root, 'f-hero.photo-error').textContent).toBe(adminKo.pages.errors.image);
    expect(input.closest('div.mt-4')?.querySelector('img')).toBeNull();
    expect(input.closest('div.mt-4')?.textContent).toContain(adminKo.pages.picture.none);
  });

  it('outside Korean: the Korean address beside it, and the button disabled while saving', () => {
    const en = { hero: { photo: UPLOAD, photoAlt: '' }, logos: ['https://cdn.example.com/logo.webp'] };
    const root = render({ content: en, reference: ko, locale: 'en', strings: adminEn.pages, disabled: true });
    expect(byId(root, 'f-hero.photo').getAttribute('aria-describedby')).toBe('f-hero.photo-ref');
    expect(byId(root, 'f-hero.photo-ref').textContent).toBe(`${adminEn.pages.koreanReference}: ${UPLOAD}`);
    expect(byId(root, 'f-hero.photo-choose').hasAttribute('disabled')).toBe(true);
    expect(byId(root, 'f-hero.photo-choose').textContent).toBe('Choose from library');
  });
});
