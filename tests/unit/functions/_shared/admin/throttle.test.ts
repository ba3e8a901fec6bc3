import { describe, expect, it } from 'vitest';
import { accountBucket } from '#functions/_shared/admin/throttle.ts';

describe('accountBucket', () => {
  it('is the account id for an existing account, whatever spelling the sign-in used', () => {
    expect(accountBucket({ id: 7, username: 'KIM' })).toBe('account:7');
    expect(accountBucket({ id: 7, username: 'ｋｉｍ' })).toBe('account:7');
  });

  it('is one form of the name (NFKC, lower case) for a name nobody has', () => {
    expect(accountBucket({ username: '  Kim ' })).toBe('user:kim');
    expect(accountBucket({ username: 'ＫＩＭ' })).toBe('user:kim');
    expect(accountBucket({ username: 'x'.repeat(500) })).toHaveLength(200);
  });
});
