import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { adminEn } from '#data/admin/app/en.ts';
import { adminId } from '#data/admin/app/id.ts';
import { adminKo } from '#data/admin/app/ko.ts';
import { validatePageContent } from '#domain/pages/content.ts';
import { faqPageSchema } from '#domain/pages/faq.ts';
import { figure, fixed, group, image, line, link, list, text } from '#domain/pages/fields.ts';
import { PAGE_KEYS } from '#domain/pages/registry.ts';
import { faqSeed } from '#data/pages/faq/index.ts';
import { pageAddress, pageHash } from '#components/features/admin/pages/address.ts';
import {
  addRow,
  differingFields,
  emptyValue,
  errorMessages,
  fieldLabel,
  fields,
  figureValue,
  formModel,
  getAt,
  moveRow,
  pathOf,
  removeRow,
  rowLimits,
  setAt,
  withTypedFigures,
  type FormNode,
} from '#components/features/admin/pages/form.ts';
import { pageName } from '#components/features/admin/pages/names.ts';

const schema = group({
  hero: group({ eyebrow: line(), description: text(600) }),
  stats: fixed([group({ value: figure({ min: 0, max: 100 }), label: line(40) }), group({ value: figure({ min: 5, max: 9 }), label: line(40) })]),
  process: group({ steps: list(group({ title: line(), body: text() }), { min: 1, max: 3 }) }),
  cta: group({ href: link(), picture: image() }),
  tags: list(line(40), { max: 5 }),
});

const content: v.InferOutput<typeof schema> = {
  hero: { eyebrow: 'Eyebrow', description: 'Two\nlines' },
  stats: [{ value: 10, label: 'ten' }, { value: 7, label: 'seven' }],
  process: { steps: [{ title: 'A', body: 'a' }, { title: 'B', body: 'b' }, { title: 'C', body: 'c' }] },
  cta: { href: '/contact/', picture: '/images/x.webp' },
  tags: ['one', 'two'],
};

const model = formModel(schema);
const steps = (value: unknown) => (getAt(value, ['process', 'steps']) as { title: string }[]).map((s) => s.title);

describe('the form model of a page schema', () => {
  it('has every group, field, list and fixed row of the schema, in its order, with the kinds and bounds the pipes declare', () => {
    expect(model).toEqual({
      kind: 'group',
      entries: [
        ['hero', { kind: 'group', entries: [['eyebrow', { kind: 'line', max: 200 }], ['description', { kind: 'text', max: 600 }]] }],
        [
          'stats',
          {
            kind: 'fixed',
            rows: [
              { kind: 'group', entries: [['value', { kind: 'figure', min: 0, max: 100 }], ['label', { kind: 'line', max: 40 }]] },
              { kind: 'group', entries: [['value', { kind: 'figure', min: 5, max: 9 }], ['label', { kind: 'line', max: 40 }]] },
            ],
          },
        ],
        ['process', { kind: 'group', entries: [['steps', { kind: 'list', min: 1, max: 3, row: { kind: 'group', entries: [['title', { kind: 'line', max: 200 }], ['body', { kind: 'text', max: 4000 }]] } }]] }],
        ['cta', { kind: 'group', entries: [['href', { kind: 'link', max: 500 }], ['picture', { kind: 'image', max: 500 }]] }],
        ['tags', { kind: 'list', min: 1, max: 5, row: { kind: 'line', max: 40 } }],
      ],
    } satisfies FormNode);
  });

  it('lists the inputs of actual content in order, list rows as many as the content has', () => {
    const paths = [...fields(model, content)].map((f) => `${f.path.join('.')}:${f.node.kind}`);
    expect(paths).toEqual([
      'hero.eyebrow:line', 'hero.description:text',
      'stats.0.value:figure', 'stats.0.label:line', 'stats.1.value:figure', 'stats.1.label:line',
      'process.steps.0.title:line', 'process.steps.0.body:text', 'process.steps.1.title:line', 'process.steps.1.body:text', 'process.steps.2.title:line', 'process.steps.2.body:text',
      'cta.href:link', 'cta.picture:image',
      'tags.0:line', 'tags.1:line',
    ]);
  });

  it('draws the registered FAQ page: every text field of its seed has an input', () => {
    const faq = formModel(faqPageSchema);
    const inputs = [...fields(faq, faqSeed.en)];
    expect(inputs.map((f) => f.path.join('.'))).toContain('categories.investment');
    expect(inputs.every((f) => typeof getAt(faqSeed.en, f.path) === 'string')).toBe(true);
    expect(inputs).toHaveLength(19);
  });

  it('labels a field by its path as people read it, rows counted from 1', () => {
    expect(fieldLabel(['hero', 'eyebrow'])).toBe('hero › eyebrow');
    expect(fieldLabel(['process', 'steps', 3, 'title'])).toBe('process › steps › 4 › title');
    expect(fieldLabel(['tablistLabel'])).toBe('tablist label');
    expect(fieldLabel(['service_area-name'])).toBe('service area name');
  });

  it('reads dot paths back with list positions as numbers', () => {
    expect(pathOf('process.steps.3.title')).toEqual(['process', 'steps', 3, 'title']);
    expect(pathOf('')).toEqual([]);
    expect(pathOf('a.01.b')).toEqual(['a', '01', 'b']);
  });
});

describe('values by path', () => {
  it('reads a value, undefined where the content has no such place', () => {
    expect(getAt(content, ['process', 'steps', 1, 'title'])).toBe('B');
    expect(getAt(content, ['tags', 1])).toBe('two');
    expect(getAt(content, ['process', 'steps', 9, 'title'])).toBeUndefined();
    expect(getAt(content, ['hero', 0])).toBeUndefined();
    expect(getAt(content, [])).toBe(content);
  });

  it('replaces a value in a copy, sharing the rest and leaving the original alone', () => {
    const next = setAt(content, ['process', 'steps', 1, 'title'], 'Bee') as typeof content;
    expect(steps(next)).toEqual(['A', 'Bee', 'C']);
    expect(steps(content)).toEqual(['A', 'B', 'C']);
    expect(next.hero).toBe(content.hero);
    expect(next.process.steps[0]).toBe(content.process.steps[0]);
    expect(setAt(undefined, ['a', 0, 'b'], 1)).toEqual({ a: [{ b: 1 }] });
  });
});

describe('list rows', () => {
  const path = ['process', 'steps'] as const;

  it('adds at the end, removes one, and moves one up or down', () => {
    expect(steps(addRow(content, path, { title: 'D', body: '' }))).toEqual(['A', 'B', 'C', 'D']);
    expect(steps(removeRow(content, path, 1))).toEqual(['A', 'C']);
    expect(steps(moveRow(content, path, 2, 1))).toEqual(['A', 'C', 'B']);
    expect(steps(moveRow(content, path, 0, 1))).toEqual(['B', 'A', 'C']);
    expect(getAt(addRow(content, ['tags'], ''), ['tags'])).toEqual(['one', 'two', '']);
    expect(steps(content)).toEqual(['A', 'B', 'C']);
  });

  it('leaves the content alone for a move outside the list', () => {
    expect(moveRow(content, path, 0, -1)).toBe(content);
    expect(moveRow(content, path, 2, 3)).toBe(content);
    expect(moveRow(content, path, 1, 1)).toBe(content);
  });

  it('allows adding below the maximum and removing above the minimum', () => {
    const list = ((model as Extract<FormNode, { kind: 'group' }>).entries[2]![1] as Extract<FormNode, { kind: 'group' }>).entries[0]![1] as Extract<FormNode, { kind: 'list' }>;
    expect([1, 2, 3].map((n) => rowLimits(list, n))).toEqual([
      { canAdd: true, canRemove: false },
      { canAdd: true, canRemove: true },
      { canAdd: false, canRemove: true },
    ]);
    expect(rowLimits({ kind: 'list', row: { kind: 'line', max: undefined }, min: 0, max: undefined }, 500)).toEqual({ canAdd: true, canRemove: true });
  });

  it('starts a new row empty, figures at their lower bound, lists with their minimum of rows', () => {
    expect(emptyValue(model)).toEqual({
      hero: { eyebrow: '', description: '' },
      stats: [{ value: 0, label: '' }, { value: 5, label: '' }],
      process: { steps: [{ title: '', body: '' }] },
      cta: { href: '', picture: '' },
      tags: [''],
    });
  });
});

describe('figures as typed', () => {
  it('are numbers when they read as one, else the text itself (the check then refuses it)', () => {
    expect(['12', ' 7.5 ', '', 'abc', '1,000'].map(figureValue)).toEqual([12, 7.5, '', 'abc', '1,000']);
    expect(figureValue(3)).toBe(3);
  });

  it('are read as numbers at every figure of the content, and the rest is left as typed', () => {
    const typed = setAt(setAt(content, ['stats', 0, 'value'], '42'), ['stats', 1, 'value'], 'x');
    const out = withTypedFigures(model, typed) as typeof content;
    expect(out.stats.map((s) => s.value)).toEqual([42, 'x']);
    expect(out.hero).toBe(content.hero);
    const checked = validatePageContent(schema, out, content);
    expect(checked).toEqual({ ok: false, errors: { 'stats.1.value': 'number' } });
  });
});

describe('the client-side check', () => {
  it('keys messages by the same dot paths as the server, in the admin language', () => {
    const broken = setAt(setAt(removeRow(removeRow(removeRow(content, ['process', 'steps'], 0), ['process', 'steps'], 0), ['process', 'steps'], 0), ['cta', 'href'], 'javascript:alert(1)'), ['hero', 'eyebrow'], '');
    const checked = validatePageContent(schema, broken, content);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toEqual({ 'hero.eyebrow': 'required', 'process.steps': 'tooFew', 'cta.href': 'link' });
    expect(errorMessages(checked.errors, adminEn.pages.errors)).toEqual({ 'hero.eyebrow': adminEn.pages.errors.required, 'process.steps': 'Too few rows', 'cta.href': adminEn.pages.errors.link });
  });
});

describe('a conflict', () => {
  it('lists the fields that differ between what was typed and what was saved, rows only one side has included', () => {
    const mine = setAt(addRow(content, ['tags'], 'three'), ['hero', 'eyebrow'], 'Mine');
    const theirs = setAt(content, ['process', 'steps', 0, 'body'], 'theirs');
    expect(differingFields(model, mine, theirs)).toEqual([
      { path: ['hero', 'eyebrow'], mine: 'Mine', theirs: 'Eyebrow' },
      { path: ['process', 'steps', 0, 'body'], mine: 'a', theirs: 'theirs' },
      { path: ['tags', 2], mine: 'three', theirs: '' },
    ]);
    expect(differingFields(model, content, structuredClone(content))).toEqual([]);
  });
});

describe('the tab address and names', () => {
  it('reads #pages/<key>/<locale>, Korean when no language is named, nothing for unknown pages or languages', () => {
    expect(pageAddress('#pages/faq/en')).toEqual({ key: 'faq', locale: 'en' });
    expect(pageAddress('#pages/faq')).toEqual({ key: 'faq', locale: 'ko' });
    expect(pageAddress('#pages/faq/xx')).toBeUndefined();
    expect(pageAddress('#pages/nope/en')).toBeUndefined();
    expect(pageAddress('#pages/toString/en')).toBeUndefined();
    expect(pageAddress('#pages')).toBeUndefined();
    expect(pageHash({ key: 'faq', locale: 'ja' })).toBe('#pages/faq/ja');
    expect(pageHash(undefined)).toBe('#pages');
  });

  it('names every registered page, and only those, in all three admin languages', () => {
    for (const names of [adminKo.pages.names, adminEn.pages.names, adminId.pages.names]) {
      expect(Object.keys(names).sort()).toEqual([...PAGE_KEYS].sort());
      for (const key of PAGE_KEYS) expect(pageName(names, key)).not.toBe(key);
    }
    expect(pageName(adminEn.pages.names, 'faq')).toBe('FAQ');
    expect(pageName(adminEn.pages.names, 'footer')).toBe('Footer');
  });
});
