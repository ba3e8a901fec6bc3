import { describe, expect, it } from 'vitest';
import { adminKo } from '#data/admin/app/ko.ts';
import { fill } from '#data/admin/app/index.ts';

describe('fill', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(fill(adminKo.login.successText, { username: 'kim' })).toBe('kim님 환영합니다!');
    expect(fill(adminKo.header.welcome, { username: 'kim' })).toBe('kim님 환영합니다');
    expect(fill('{a} {b}', { a: 1 })).toBe('1 {b}');
  });
});
