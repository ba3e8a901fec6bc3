import { describe, expect, it } from 'vitest';
import { ERASED_MARK as X, redactPerson, samePhone, type Person } from '#domain/inquiry/erasure.ts';

const minsu: Person = { emails: ['Minsu.Kim@Example.com'], phones: ['+62 812-3456-7890'], names: ['김민수'] };
const jane: Person = { emails: ['jane@example.com'], phones: ['0812 3456 7890'], names: ['Jane Doe'] };

describe('a person found in what staff wrote', () => {
  it('by e-mail address, in any case, but not inside a longer address', () => {
    expect(redactPerson('Mailed MINSU.kim@example.COM today.', minsu)).toEqual({ text: `Mailed ${X} today.`, found: ['email'] });
    expect(redactPerson('xminsu.kim@example.com, minsu.kim@example.com.au, minsu.kim@example.community', minsu).found).toEqual([]);
  });

  it('by phone number in its common writings', () => {
    for (const written of ['+62 812-3456-7890', '+6281234567890', '0812 3456 7890', '0812-3456-7890', '(0812) 3456.7890', '62 812 3456 7890', '+62 (0)812 3456 7890', '812 3456 7890']) {
      expect(redactPerson(`Called ${written}, no answer`, minsu), written).toEqual({ text: `Called ${X}, no answer`, found: ['phone'] });
    }
    expect(redactPerson('Room 12 0812 3456 7890', minsu).text).toBe(`Room 12 ${X}`);
    expect(redactPerson('Call 0812-3456-7891 or 2026-11-27 or 3456 7890', minsu).found).toEqual([]);
    expect(redactPerson('Called +62 812-3456-7890', jane).text).toBe(`Called ${X}`);
  });

  it('never looks for a number too short to tell from a date or an amount', () => {
    expect(redactPerson('Paid 812 on 2026-01-01', { emails: [], phones: ['+62 812'], names: [] }).found).toEqual([]);
    expect(samePhone('123456', '123456')).toBe(false);
    expect(samePhone('+62 812 3456 7890', '0812 3456 7890')).toBe(true);
    // Only a country code may stand in front: 628 is not one (62 is), so these are two numbers.
    expect(samePhone('+62 812 3456 7890', '1234567890')).toBe(false);
    expect(samePhone('+1 212 555 0100', '212 555 0100')).toBe(true);
    expect(samePhone('+82 10-1234-5678', '010 1234 5678')).toBe(true);
  });

  it('by name: a Korean name with its particles, a full Latin name in any case as whole words', () => {
    expect(redactPerson('김민수님이 전화함. 김민수 대표 확인', minsu)).toEqual({ text: `${X}님이 전화함. ${X} 대표 확인`, found: ['name'] });
    expect(redactPerson('Spoke to JANE   doe; Jane Doeson is someone else', jane).text).toBe(`Spoke to ${X}; Jane Doeson is someone else`);
  });

  it('leaves short names and one-word names in another case alone', () => {
    expect(redactPerson('Al called about the salary', { emails: [], phones: [], names: ['Al'] }).found).toEqual([]);
    expect(redactPerson('김 called', { emails: [], phones: [], names: ['김'] }).found).toEqual([]);
    expect(redactPerson('We will call Will tomorrow', { emails: [], phones: [], names: ['Will'] }).text).toBe(`We will call ${X} tomorrow`);
    expect(redactPerson('Mariana and Ana', { emails: [], phones: [], names: ['Ana'] }).text).toBe(`Mariana and ${X}`);
  });

  it('reports every kind found once and leaves other text as it was', () => {
    const text = 'Jane Doe (jane@example.com, 0812 3456 7890) referred by Jane Doe';
    expect(redactPerson(text, jane)).toEqual({ text: `${X} (${X}, ${X}) referred by ${X}`, found: ['email', 'phone', 'name'] });
    expect(redactPerson('Nothing about her', jane)).toEqual({ text: 'Nothing about her', found: [] });
  });
});

describe('a long text', () => {
  it('of spaced digits is read once, and the number in it still found', () => {
    const digits = Array.from({ length: 20_000 }, (_, i) => String(i % 10)).join(' ');
    const { text } = redactPerson(`${digits} 0812 3456 7890`, minsu);
    expect(text.split(X).length - 1).toBe(1);
    expect(text.startsWith(digits)).toBe(true);
  });
});
