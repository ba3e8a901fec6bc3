import { describe, expect, it } from 'vitest';
import { coverage, fieldStatus, fieldStatuses, localeStatus, needsTranslation, nextSources, type FieldStatuses } from '#domain/content/translation-status.ts';

// A readable stand-in for the server's hash: the rules only compare fingerprints.
const fp = (text: string) => `#${text}`;
const fields = ['title', 'excerpt'] as const;

describe('one field', () => {
  it('is missing without text (blank counts as none), current from the Korean as it is, stale otherwise', () => {
    expect(fieldStatus(undefined, undefined, '#가')).toBe('missing');
    expect(fieldStatus('  ', '#가', '#가')).toBe('missing');
    expect(fieldStatus('A', '#가', '#가')).toBe('current');
    expect(fieldStatus('A', '#나', '#가')).toBe('stale');
    // A translation nobody recorded a source for cannot be vouched for.
    expect(fieldStatus('A', undefined, '#가')).toBe('stale');
  });
});

describe('an item', () => {
  it('gives every language a status per field, leaving out fields whose Korean is blank', () => {
    const statuses = fieldStatuses(fields, { korean: { title: '제목', excerpt: null }, translations: { en: { title: 'T', excerpt: 'E' } }, sources: { en: { title: '#제목' } } }, fp);
    expect(statuses).toEqual({ en: { title: 'current' }, id: { title: 'missing' }, zh: { title: 'missing' }, ja: { title: 'missing' } });
  });

  it('sums a language up as missing before stale before current; an item with nothing to translate is current', () => {
    expect(localeStatus({ title: 'current', excerpt: 'current' })).toBe('current');
    expect(localeStatus({ title: 'stale', excerpt: 'current' })).toBe('stale');
    expect(localeStatus({ title: 'stale', excerpt: 'missing' })).toBe('missing');
    expect(localeStatus({})).toBe('current');
  });

  it('needs translation into a language where a field is missing or stale', () => {
    const statuses: FieldStatuses<'title'> = { en: { title: 'current' }, id: { title: 'stale' }, zh: { title: 'missing' }, ja: {} };
    expect([needsTranslation(statuses, 'en'), needsTranslation(statuses, 'id'), needsTranslation(statuses, 'zh'), needsTranslation(statuses, 'ja')]).toEqual([false, true, true, false]);
  });

  it('counts coverage per language: items fully current out of all', () => {
    const all = (status: 'current' | 'stale' | 'missing'): FieldStatuses<'title'> => ({ en: { title: status }, id: { title: 'missing' }, zh: { title: 'missing' }, ja: { title: 'current' } });
    expect(coverage([all('current'), all('stale'), all('missing')])).toEqual({
      en: { current: 1, total: 3 }, id: { current: 0, total: 3 }, zh: { current: 0, total: 3 }, ja: { current: 3, total: 3 },
    });
  });
});

describe('sources on save', () => {
  const before = { translations: { en: { title: 'Old', excerpt: 'Ex' } }, sources: { en: { title: '#옛 제목', excerpt: '#요약' } } };
  const korean = { title: '새 제목', excerpt: '요약' };

  it('takes every translation of a new item as made from its Korean', () => {
    expect(nextSources(fields, { before: null, after: { korean, translations: { ja: { title: 'J' } } } }, fp)).toEqual({ ja: { title: '#새 제목' } });
  });

  it('keeps the source of an untouched translation, so a Korean change leaves it stale', () => {
    const sources = nextSources(fields, { before, after: { korean, translations: before.translations } }, fp);
    expect(sources).toEqual(before.sources);
    expect(fieldStatuses(fields, { korean, translations: before.translations, sources }, fp).en).toEqual({ title: 'stale', excerpt: 'current' });
  });

  it('makes an edited or confirmed translation current, field by field', () => {
    const edited = nextSources(fields, { before, after: { korean, translations: { en: { title: 'New', excerpt: 'Ex' } } } }, fp);
    expect(edited).toEqual({ en: { title: '#새 제목', excerpt: '#요약' } });
    const confirmed = nextSources(fields, { before, after: { korean, translations: before.translations }, confirmed: { en: ['title'], ja: ['title'] } }, fp);
    expect(confirmed).toEqual({ en: { title: '#새 제목', excerpt: '#요약' } });
  });

  it('drops the source of an emptied translation', () => {
    expect(nextSources(fields, { before, after: { korean, translations: { en: { excerpt: 'Ex' } } } }, fp)).toEqual({ en: { excerpt: '#요약' } });
    expect(nextSources(fields, { before, after: { korean, translations: {} } }, fp)).toEqual({});
  });
});
