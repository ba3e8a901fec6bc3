/** Row ids in paths and queries: one rule for the admin API and the public one (src/domain/ids.ts). */
import { describe, expect, it } from 'vitest';
import { parseId } from '#domain/ids.ts';

describe('parseId', () => {
  it('accepts positive integers in plain digits up to the serial maximum', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('2147483647')).toBe(2147483647);
  });

  it('refuses everything else, leading zeros included: each item has one address', () => {
    for (const raw of [undefined, '', '0', '00', '07', '-1', '+1', '1.5', '1e3', '0x1f', 'abc', ' 1', '1 ', '2147483648', '99999999999', '99999999999999999999']) {
      expect(parseId(raw), String(raw)).toBeUndefined();
    }
  });
});
