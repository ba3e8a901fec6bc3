// @vitest-environment happy-dom
/** The picture field in a DOM: the library dialog opens with its search focused, a chosen picture fills the address and the alt text, and the focus comes back. */
import { act, createElement, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminEn } from '#data/admin/app/en.ts';
import type { MediaItem } from '#domain/media/api.ts';
import { group, image, optionalLine } from '#domain/pages/fields.ts';
import { formModel, type Path } from '#components/features/admin/pages/form.ts';
import PageFields, { type FieldsContext } from '#components/features/admin/pages/PageFields.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const schema = group({ hero: group({ photo: image(), photoAlt: optionalLine(250) }) });
const model = formModel(schema);
const OFFICE = '/api/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.webp';
const TEAM = '/api/uploads/1b4e28ba-2fa1-41d2-883f-0016d3cca427.webp';
const DRAFT = '/api/uploads/6fa459ea-ee8a-4ca4-894e-db77e160355e.webp';

function item(url: string, fileName: string, alt: MediaItem['alt']): MediaItem {
  return { id: url.slice(13, 49), url, fileName, width: 1200, height: 800, byteLength: 1000, alt, uploadedBy: 'editor', uploadedAt: '2026-11-01T00:00:00Z', usages: [], version: 1 };
}
const library = [
  item(OFFICE, 'office.webp', { ko: '자카르타 사무실', en: 'Our Jakarta office' }),
  item(TEAM, 'team.webp', { ko: '팀 사진' }),
  item(DRAFT, 'draft.webp', {}),
];

let root: Root;
let host: HTMLElement;
let latest: unknown;

function Harness({ initial, locale }: { initial: unknown; locale: 'ko' | 'en' }) {
  const [content, setContent] = useState(initial);
  latest = content;
  const context: FieldsContext = {
    fieldId: (path: Path) => `f-${path.join('.')}`,
    content,
    reference: undefined,
    stale: new Set(),
    errors: {},
    locale,
    strings: adminEn.pages,
    disabled: false,
    figuresNoteId: undefined,
    onChange: setContent,
    afterRender: () => undefined,
  };
  // Inside a form, as on the Pages tab: Enter in the dialog must not submit it.
  return createElement('form', { onSubmit: (e: Event) => { e.preventDefault(); submitted++; } }, createElement(PageFields, { node: model, path: [], context }));
}
let submitted = 0;

async function mount(initial: unknown, locale: 'ko' | 'en' = 'en') {
  await act(async () => root.render(createElement(Harness, { initial, locale })));
}
const byId = (id: string) => {
  const el = document.getElementById(id);
  if (!el) throw new Error(`no #${id}`);
  return el;
};
async function click(el: Element) {
  await act(async () => (el as HTMLElement).click());
}
async function openLibrary() {
  byId('f-hero.photo-choose').focus();
  await click(byId('f-hero.photo-choose'));
  await act(async () => new Promise((r) => setTimeout(r, 0)));
}
async function type(input: HTMLInputElement, text: string) {
  await act(async () => {
    // React listens for the native input event; set the value as a browser would.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const radios = () => [...document.querySelectorAll<HTMLInputElement>('dialog input[type="radio"]')];
const button = (name: string) => [...document.querySelectorAll('dialog button')].find((b) => b.textContent === name)!;

beforeEach(() => {
  submitted = 0;
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  vi.stubGlobal('fetch', vi.fn(async (path: string) => {
    if (path !== '/api/admin/media') return new Response('{}', { status: 404 });
    return new Response(JSON.stringify({ items: library }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }));
});
afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
  vi.unstubAllGlobals();
});

describe('choosing a picture from the library', () => {
  it('opens a named dialog with the search focused, lists the pictures, and narrows them by the search', async () => {
    await mount({ hero: { photo: '', photoAlt: '' } });
    await openLibrary();
    const dialog = document.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Choose a picture: hero › photo');
    expect(document.activeElement?.id).toBe('f-hero.photo-library-search');
    expect(radios().map((r) => r.value)).toEqual([OFFICE, TEAM, DRAFT]);
    const search = byId('f-hero.photo-library-search') as HTMLInputElement;
    await type(search, 'TEAM');
    expect(radios().map((r) => r.value)).toEqual([TEAM]);
    expect(byId('f-hero.photo-library-found').textContent).toBe('1 of 3');
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    await act(async () => search.dispatchEvent(enter));
    expect(enter.defaultPrevented).toBe(true);
  });

  it("fills the address and the empty alt text in the page's language, closes, and gives the focus back to the button", async () => {
    await mount({ hero: { photo: '', photoAlt: '' } });
    await openLibrary();
    await click(radios()[0]!);
    await click(button(adminEn.pages.picture.library.pick));
    expect(latest).toEqual({ hero: { photo: OFFICE, photoAlt: 'Our Jakarta office' } });
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.activeElement?.id).toBe('f-hero.photo-choose');
    expect((byId('f-hero.photo') as HTMLInputElement).value).toBe(OFFICE);
    expect(document.querySelector('[role="status"]')?.textContent).toBe('office.webp is in the field. Saving publishes it. The alt text was filled from the library too: Our Jakarta office');
  });

  it('never puts Korean alt text into another language, and only offers the library alt beside one already written', async () => {
    await mount({ hero: { photo: OFFICE, photoAlt: '' } });
    await openLibrary();
    await click(radios()[1]!);
    await click(button(adminEn.pages.picture.library.pick));
    expect(latest).toEqual({ hero: { photo: TEAM, photoAlt: '' } });

    await act(async () => root.unmount());
    root = createRoot(host);
    await mount({ hero: { photo: '', photoAlt: 'Written by staff' } });
    await openLibrary();
    await click(radios()[0]!);
    await click(button(adminEn.pages.picture.library.pick));
    expect(latest).toEqual({ hero: { photo: OFFICE, photoAlt: 'Written by staff' } });
    const use = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Use the library\'s alt text: hero › photo alt')!;
    await click(use);
    expect(latest).toEqual({ hero: { photo: OFFICE, photoAlt: 'Our Jakarta office' } });
  });

  it('lets go of a chosen picture the search hides, so the button uses none', async () => {
    await mount({ hero: { photo: '', photoAlt: '' } });
    await openLibrary();
    await click(radios()[0]!);
    await type(byId('f-hero.photo-library-search') as HTMLInputElement, 'team');
    expect(radios().map((r) => [r.value, r.checked])).toEqual([[TEAM, false]]);
    await click(button(adminEn.pages.picture.library.pick));
    expect(document.querySelector('dialog [role="alert"]')?.textContent).toBe(adminEn.pages.picture.library.noneChosen);
    expect(latest).toEqual({ hero: { photo: '', photoAlt: '' } });
  });

  it('refuses a picture without Korean alt text, and Cancel leaves the field as it was', async () => {
    await mount({ hero: { photo: TEAM, photoAlt: 'x' } }, 'ko');
    await openLibrary();
    await click(radios()[2]!);
    await click(button(adminEn.pages.picture.library.pick));
    expect(document.querySelector('dialog [role="alert"]')?.textContent).toBe(adminEn.pages.picture.library.altMissing);
    await click(button(adminEn.pages.picture.library.cancel));
    expect(document.querySelector('dialog')).toBeNull();
    expect(latest).toEqual({ hero: { photo: TEAM, photoAlt: 'x' } });
    expect(submitted).toBe(0);
  });
});
