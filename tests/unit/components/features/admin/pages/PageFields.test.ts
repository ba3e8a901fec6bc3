/** The page form as it renders (server-side, no DOM needed): every input named and grouped, what it shows beside a translation, and a picture field (thumbnail, editable address, library button, errors, the Korean reference). */
import { parse, type HTMLElement } from 'node-html-parser';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { adminEn } from '#data/admin/app/en.ts';
import { adminKo } from '#data/admin/app/ko.ts';
import { faqSeed } from '#data/pages/faq/index.ts';
import { validatePageContent } from '#domain/pages/content.ts';
import { figure, fixed, group, image, line, list, optionalLine, text } from '#domain/pages/fields.ts';
import { fieldLabel, formModel, pathOf, type Path } from '#components/features/admin/pages/form.ts';
import PageFields, { type FieldsContext } from '#components/features/admin/pages/PageFields.tsx';
import PageForm from '#components/features/admin/pages/PageForm.tsx';

const schema = group({
  hero: group({ title: line(), body: text(600) }),
  stats: fixed([group({ value: figure({ min: 0, max: 100 }), label: line(40) })]),
  steps: list(group({ title: line() }), { min: 1, max: 2 }),
});
const ko = { hero: { title: '제목', body: '본문' }, stats: [{ value: 10, label: '열' }], steps: [{ title: '하나' }, { title: '둘' }] };
const en = { hero: { title: 'Title', body: 'Body' }, stats: [{ value: 10, label: 'ten' }], steps: [{ title: 'One' }, { title: 'Two' }, { title: 'Three' }] };

function render(over: Partial<FieldsContext>): HTMLElement {
  const context: FieldsContext = {
    fieldId: (path: Path) => `f-${path.join('.')}`,
    content: en,
    reference: ko,
    stale: new Set(),
    errors: {},
    locale: 'en',
    strings: adminEn.pages,
    disabled: false,
    figuresNoteId: 'figures-note',
    onChange: () => undefined,
    afterRender: () => undefined,
    ...over,
  };
  return parse(renderToString(createElement(PageFields, { node: formModel(schema), path: [], context })));
}

function byId(root: HTMLElement, id: string): HTMLElement {
  const found = root.getElementById(id);
  if (!found) throw new Error(`no #${id}`);
  return found;
}

const labelOf = (root: HTMLElement, id: string) => root.querySelector(`label[for="${id}"]`)?.textContent;

// No page schema has a picture yet: a small one with a picture and its alt text, and a list of bare pictures.
const pictureSchema = group({
  hero: group({ photo: image(), photoAlt: optionalLine(250) }),
  logos: list(image(), { min: 1, max: 4 }),
});
const UPLOAD = '/api/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.webp';
const pictureKo = { hero: { photo: UPLOAD, photoAlt: '회의실' }, logos: ['https://cdn.example.com/logo.webp'] };

function renderPictures(over: Partial<FieldsContext>): HTMLElement {
  const context: FieldsContext = {
    fieldId: (path: Path) => `f-${path.join('.')}`,
    content: pictureKo,
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
  return parse(renderToString(createElement(PageFields, { node: formModel(pictureSchema), path: [], context })));
}

describe('the page form as rendered', () => {
  it('names every input by its path and groups, lists and rows as fieldsets with legends', () => {
    const root = render({});
    const inputs = root.querySelectorAll('input, textarea');
    expect(inputs.map((i) => i.id)).toEqual(['f-hero.title', 'f-hero.body', 'f-stats.0.value', 'f-stats.0.label', 'f-steps.0.title', 'f-steps.1.title', 'f-steps.2.title']);
    for (const input of inputs) expect(labelOf(root, input.id)).toBe(fieldLabel(pathOf(input.id.slice(2))));
    expect(root.querySelectorAll('fieldset > legend').map((l) => l.textContent)).toEqual(['hero', 'stats', 'stats › 1', 'steps', 'steps › 1', 'steps › 2', 'steps › 3']);
    expect(root.querySelector('textarea')?.getAttribute('lang')).toBe('en');
  });

  it('outside Korean: the Korean text beside each text field, tied to it; figures read-only with the note', () => {
    const root = render({});
    const title = byId(root, 'f-hero.title');
    expect(title.getAttribute('aria-describedby')).toBe('f-hero.title-ref');
    expect(byId(root, 'f-hero.title-ref').textContent).toBe(`${adminEn.pages.koreanReference}: 제목`);
    expect(byId(root, 'f-hero.title-ref').querySelector('[lang="ko"]')).not.toBeNull();
    expect(byId(root, 'f-steps.2.title-ref').textContent).toContain(adminEn.pages.noReference);
    const value = byId(root, 'f-stats.0.value');
    expect(value.hasAttribute('readonly')).toBe(true);
    expect(value.getAttribute('aria-describedby')).toBe('figures-note');
    expect(root.querySelector('#f-stats.0.value-ref')).toBeNull();
  });

  it('in Korean: no reference, figures editable', () => {
    const root = render({ content: ko, reference: undefined, locale: 'ko', figuresNoteId: undefined });
    expect(root.querySelectorAll('[id$="-ref"]')).toHaveLength(0);
    expect(byId(root, 'f-stats.0.value').hasAttribute('readonly')).toBe(false);
    expect(byId(root, 'f-stats.0.value').getAttribute('value')).toBe('10');
  });

  it('marks stale fields in their name and shows errors at their fields, marked invalid and tied to them', () => {
    const root = render({ stale: new Set(['hero.body']), errors: { 'steps.1.title': 'Too long', steps: 'Too many rows' } });
    expect(labelOf(root, 'f-hero.body')).toBe(`hero › body${adminEn.pages.stale}`);
    expect(labelOf(root, 'f-hero.title')).toBe('hero › title');
    const field = byId(root, 'f-steps.1.title');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain('f-steps.1.title-error');
    expect(byId(root, 'f-steps.1.title-error').textContent).toBe('Too long');
    expect(byId(root, 'f-steps').getAttribute('aria-describedby')).toBe('f-steps-bounds f-steps-error');
    expect(byId(root, 'f-steps-error').textContent).toBe('Too many rows');
  });

  it('gives list rows named move and remove buttons within the bounds, fixed rows none', () => {
    const root = render({});
    const buttons = root.querySelectorAll('button');
    const names = buttons.map((b) => `${b.getAttribute('aria-label') ?? b.textContent}${b.hasAttribute('disabled') ? ' (disabled)' : ''}`);
    expect(names).toEqual([
      'Move up: steps › 1 (disabled)', 'Move down: steps › 1', 'Remove: steps › 1',
      'Move up: steps › 2', 'Move down: steps › 2', 'Remove: steps › 2',
      'Move up: steps › 3', 'Move down: steps › 3 (disabled)', 'Remove: steps › 3',
      'Add a row: steps (disabled)',
    ]);
    expect(byId(root, 'f-steps-bounds').textContent).toBe('1–2 rows');
  });

  it('draws the FAQ page in English from its schema, with its version and one labelled input per text', () => {
    const page = { key: 'faq' as const, locale: 'en' as const, content: faqSeed.en, reference: faqSeed.ko, stale: ['hero.title'], version: 3, updatedAt: null, draft: null };
    const root = parse(renderToString(createElement(PageForm, { page, etag: '"v3"', strings: adminEn.pages, onDirty: () => undefined })));
    const inputs = root.querySelectorAll('input, textarea');
    // The page's 19 texts and the draft's time to publish.
    expect(inputs).toHaveLength(20);
    for (const input of inputs) expect(root.querySelector(`label[for="${input.id}"]`)).not.toBeNull();
    expect(root.textContent).toContain('Version 3');
    expect(root.textContent).toContain('1 fields whose Korean text changed');
    expect(root.querySelector('button[type="submit"]')?.textContent).toBe(adminEn.pages.save);
    expect(root.textContent).toContain(adminEn.pages.drafts.none);
    expect(root.textContent).toContain(adminEn.pages.drafts.save);
    expect(root.textContent).not.toContain(adminEn.pages.drafts.discard);
    expect(root.querySelector('input[type="datetime-local"]')?.getAttribute('value')).toBe('');
  });

  it('opens a locale with a draft on the draft, saying who saved it, when it goes live, and what the published page has', () => {
    const draftContent = { ...faqSeed.en, loading: 'Draft loading' };
    const draft = { content: draftContent, publishAt: '2031-01-01T02:00:00.000Z', savedAt: '2026-11-28T01:00:00.000Z', savedBy: 'kim', baseVersion: 3 };
    const page = { key: 'faq' as const, locale: 'en' as const, content: faqSeed.en, reference: faqSeed.ko, stale: [], version: 3, updatedAt: null, draft };
    const root = parse(renderToString(createElement(PageForm, { page, etag: '"v3"', strings: adminEn.pages, onDirty: () => undefined })));
    expect(root.querySelectorAll('input, textarea').some((input) => input.getAttribute('value') === 'Draft loading' || input.textContent === 'Draft loading')).toBe(true);
    expect(root.textContent).toContain('by kim');
    expect(root.textContent).toContain('It will be published automatically');
    expect(root.textContent).toContain(adminEn.pages.drafts.discard);
    expect(root.querySelector('input[type="datetime-local"]')?.getAttribute('value')).not.toBe('');
    const published = root.querySelector('details');
    expect(published?.querySelector('summary')?.textContent).toBe(adminEn.pages.drafts.publishedVersion);
    expect(published?.textContent).toContain('1 fields differ from the published page');
    expect(published?.querySelector('dd')?.textContent).toBe(faqSeed.en.loading);
  });
});

describe('a picture field in the page form', () => {
  it('shows the picture, its editable address named by its label, and a button opening the library dialog', () => {
    const root = renderPictures({});
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
    const root = renderPictures({});
    expect(byId(root, 'f-logos.0').getAttribute('value')).toBe('https://cdn.example.com/logo.webp');
    expect(byId(root, 'f-logos.0').closest('li')?.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/logo.webp');
    expect(byId(root, 'f-logos.0-choose').getAttribute('aria-label')).toBe('미디어 라이브러리에서 선택: logos › 1');
  });

  it("shows no thumbnail for an address that is not a picture's, and the pictureSchema's message at the field", () => {
    const broken = { ...pictureKo, hero: { photo: 'javascript:alert(1)', photoAlt: '' } };
    const result = validatePageContent(pictureSchema, broken, pictureKo);
    const key = result.ok ? undefined : result.errors['hero.photo'];
    expect(key).toBe('image');
    const root = renderPictures({ content: broken, errors: { 'hero.photo': adminKo.pages.errors[key!] } });
    const input = byId(root, 'f-hero.photo');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('f-hero.photo-error');
    expect(byId(root, 'f-hero.photo-error').textContent).toBe(adminKo.pages.errors.image);
    expect(input.closest('div.mt-4')?.querySelector('img')).toBeNull();
    expect(input.closest('div.mt-4')?.textContent).toContain(adminKo.pages.picture.none);
  });

  it('outside Korean: the Korean address beside it, and the button disabled while saving', () => {
    const en = { hero: { photo: UPLOAD, photoAlt: '' }, logos: ['https://cdn.example.com/logo.webp'] };
    const root = renderPictures({ content: en, reference: pictureKo, locale: 'en', strings: adminEn.pages, disabled: true });
    expect(byId(root, 'f-hero.photo').getAttribute('aria-describedby')).toBe('f-hero.photo-ref');
    expect(byId(root, 'f-hero.photo-ref').textContent).toBe(`${adminEn.pages.koreanReference}: ${UPLOAD}`);
    expect(byId(root, 'f-hero.photo-choose').hasAttribute('disabled')).toBe(true);
    expect(byId(root, 'f-hero.photo-choose').textContent).toBe('Choose from library');
  });
});
