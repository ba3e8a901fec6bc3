import { describe, expect, it } from 'vitest';
import { adminKo } from '#data/admin/app/ko.ts';
import { describeDevice } from '#components/features/admin/account/device.ts';
import { tokenFrom, validateAccept } from '#components/features/admin/accounts/invite.ts';

describe('a session\'s device as a person names it', () => {
  it('names the browser and the system, or nothing it can tell', () => {
    expect(describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36')).toBe('Chrome · Windows');
    expect(describeDevice('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/140.0 Safari/537.36 Edg/140.0')).toBe('Edge · Windows');
    expect(describeDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile Safari/604.1')).toBe('Safari · iOS');
    expect(describeDevice('Mozilla/5.0 (Linux; Android 15) AppleWebKit/537.36 SamsungBrowser/27.0 Chrome/125.0 Mobile Safari/537.36')).toBe('Samsung Internet · Android');
    expect(describeDevice('curl/8.0')).toBeUndefined();
    expect(describeDevice(null)).toBeUndefined();
  });
});

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
