/**
 * The admin app's dictionaries in English and Indonesian against the Korean source: the same keys at
 * every level (records and lists too, which the types let differ), the same {placeholders} in every
 * text, and no Korean left except values that are stored data (identical to the Korean ones).
 */
import { describe, expect, it } from 'vitest';
import { contentEn } from '#data/admin/content-en.ts';
import { contentId } from '#data/admin/content-id.ts';
import { contentKo } from '#data/admin/content-ko.ts';
import { adminEn } from '#data/admin/en.ts';
import { adminId } from '#data/admin/id.ts';
import { adminKo } from '#data/admin/ko.ts';
import { serverEn } from '#functions/_shared/admin/messages/en.ts';
import { serverId } from '#functions/_shared/admin/messages/id.ts';
import { serverKo } from '#functions/_shared/admin/messages/ko.ts';

const HANGUL = /[\uAC00-\uD7A3]/;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Every problem found walking `other` beside `source`, one line each. */
function compare(source: unknown, other: unknown, path: string, problems: string[]): void {
  if (typeof source === 'string') {
    if (typeof other !== 'string') return void problems.push(`${path}: not a text`);
    if (placeholders(source).join() !== placeholders(other).join()) problems.push(`${path}: placeholders ${placeholders(other)} ≠ ${placeholders(source)}`);
    if (HANGUL.test(other) && other !== source) problems.push(`${path}: Korean left in "${other}"`);
    return;
  }
  if (typeof source === 'function') return void (typeof other !== 'function' && problems.push(`${path}: not a function`));
  if (typeof source !== 'object' || source === null) return;
  if (typeof other !== 'object' || other === null) return void problems.push(`${path}: missing`);
  const keys = (value: object) => Object.keys(value).sort().join();
  if (keys(source) !== keys(other)) problems.push(`${path}: keys ${keys(other)} ≠ ${keys(source)}`);
  for (const [key, value] of Object.entries(source)) compare(value, (other as Record<string, unknown>)[key], `${path}.${key}`, problems);
}

describe.each([
  ['admin', adminKo, { en: adminEn, id: adminId }],
  ['content', contentKo, { en: contentEn, id: contentId }],
  ['server', serverKo, { en: serverEn, id: serverId }],
] as const)('the %s dictionary', (_name, source, translations) => {
  it.each(Object.entries(translations))('%s has every key, the same placeholders and no Korean left', (_locale, translation) => {
    const problems: string[] = [];
    compare(source, translation, '', problems);
    expect(problems).toEqual([]);
  });
});

it('the check finds a broken translation', () => {
  const problems: string[] = [];
  compare({ a: 'x {count}', b: { c: '안녕' } }, { a: 'x {n}', b: { c: '안녕하세요' } }, '', problems);
  expect(problems).toHaveLength(2);
});
