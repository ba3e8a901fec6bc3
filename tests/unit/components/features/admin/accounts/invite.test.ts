import { describe, expect, it } from 'vitest';
import { adminKo } from '#data/admin/app/ko.ts';
import { tokenFrom, validateAccept } from '#components/features/admin/accounts/invite.ts';

describe('the invitation link and its account form', () => {
  it('reads a well-formed token only', () => {
    expect(tokenFrom('?invite=' + 'a'.repeat(43), 'invite')).toBe('a'.repeat(43));
    expect(tokenFrom('?invite=short', 'invite')).toBeUndefined();
    expect(tokenFrom('?invite=' + '<script>'.repeat(6), 'invite')).toBeUndefined();
    expect(tokenFrom('', 'reset')).toBeUndefined();
    expect(tokenFrom('?reset=' + 'b'.repeat(43), 'reset')).toBe('b'.repeat(43));
    expect(tokenFrom('?reset=' + 'b'.repeat(43), 'invite')).toBeUndefined();
  });

  it('says what is wrong before sending: a name without spaces, 8 characters, the same twice', () => {
    const s = adminKo.invite;
    expect(validateAccept({ username: 'lee', password: 'long enough', confirm: 'long enough' }, s)).toEqual({});
    expect(validateAccept({ username: 'with space', password: 'short', confirm: 'short' }, s)).toEqual({ username: s.usernameRequired, password: s.passwordShort });
    expect(validateAccept({ username: '이영희', password: 'long enough', confirm: 'different' }, s)).toEqual({ confirm: s.mismatch });
  });
});
