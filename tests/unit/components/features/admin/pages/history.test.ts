import { describe, expect, it } from 'vitest';
import { faqSeed } from '#data/pages/faq/index.ts';
import { faqPageSchema } from '#domain/pages/faq.ts';
import { figure, fixed, group, line, list, text } from '#domain/pages/fields.ts';
import { formModel } from '#components/features/admin/pages/form.ts';
import { versionChanges } from '#components/features/admin/pages/history.ts';

const schema = group({
  hero: group({ eyebrow: line(), description: text(600) }),
  stats: fixed([group({ value: figure({ min: 0, max: 100 }), label: line(40) }), group({ value: figure({ min: 0, max: 9 }), label: line(40) })]),
  process: group({ steps: list(group({ title: line(), body: text() }), { min: 1, max: 5 }) }),
  tags: list(line(40), { max: 5 }),
});
const model = formModel(schema);

const now = {
  hero: { eyebrow: 'Eyebrow', description: 'Two\nlines' },
  stats: [{ value: 10, label: 'ten' }, { value: 7, label: 'seven' }],
  process: { steps: [{ title: 'A', body: 'a' }, { title: 'B', body: 'b' }] },
  tags: ['one', 'two'],
};

describe('what restoring a version changes in the form', () => {
  it('is nothing when the version equals the form', () => {
    expect(versionChanges(model, now, structuredClone(now))).toEqual([]);
  });

  it('names each differing field as the form labels it, with the text now and in the version, in the form order', () => {
    const then = structuredClone(now);
    then.hero.eyebrow = 'Older eyebrow';
    then.stats[1]!.value = 3;
    then.process.steps[1]!.body = 'older b';
    expect(versionChanges(model, now, then)).toEqual([
      { kind: 'changed', path: ['hero', 'eyebrow'], label: 'hero › eyebrow', now: 'Eyebrow', then: 'Older eyebrow' },
      { kind: 'changed', path: ['stats', 1, 'value'], label: 'stats › 2 › value', now: '7', then: '3' },
      { kind: 'changed', path: ['process', 'steps', 1, 'body'], label: 'process › steps › 2 › body', now: 'b', then: 'older b' },
    ]);
  });

  it('lists a row only the version has as added and a row only the form has as removed, whole, with their texts', () => {
    const then = structuredClone(now);
    then.process.steps.push({ title: 'C', body: 'c' });
    then.tags = ['one'];
    expect(versionChanges(model, now, then)).toEqual([
      { kind: 'added', path: ['process', 'steps', 2], label: 'process › steps › 3', then: 'C · c' },
      { kind: 'removed', path: ['tags', 1], label: 'tags › 2', now: 'two' },
    ]);
  });

  it('compares a real page along its schema: one changed heading of the FAQ page is the one change', () => {
    const faq = formModel(faqPageSchema);
    const edited = { ...faqSeed.en, hero: { ...faqSeed.en.hero, title: 'Edited title' } };
    expect(versionChanges(faq, edited, faqSeed.en)).toEqual([
      { kind: 'changed', path: ['hero', 'title'], label: 'hero › title', now: 'Edited title', then: faqSeed.en.hero.title },
    ]);
  });
});
