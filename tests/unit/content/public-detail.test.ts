import { describe, expect, it } from 'vitest';
import { parseId } from '#functions/_shared/public-detail.ts';

describe('parseId', () => {
  it('accepts positive integers in plain digits up to the serial maximum', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('2147483647')).toBe(2147483647);
  });
  it('refuses everything else', () => {
    for (const raw of [undefined, '', '0', '-1', '1.5', 'abc', '1e3', ' 1', '2147483648', '99999999999999999999']) expect(parseId(raw), String(raw)).toBeUndefined();
  });
});
