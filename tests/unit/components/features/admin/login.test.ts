import { describe, expect, it } from 'vitest';
import { adminKo } from '#data/admin/app/ko.ts';
import { validateLogin } from '#components/features/admin/login.ts';

describe('validateLogin', () => {
  const messages = adminKo.login;
  it('requires both fields with the spec messages', () => {
    expect(validateLogin({ username: '', password: '' }, messages)).toEqual({ username: '아이디를 입력하세요', password: '비밀번호를 입력하세요' });
    expect(validateLogin({ username: '   ', password: 'x' }, messages)).toEqual({ username: '아이디를 입력하세요' });
    expect(validateLogin({ username: 'admin', password: '' }, messages)).toEqual({ password: '비밀번호를 입력하세요' });
  });

  it('accepts filled fields (a password of spaces is still a password)', () => {
    expect(validateLogin({ username: 'admin', password: '   ' }, messages)).toEqual({});
  });
});
