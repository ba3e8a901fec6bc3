import { describe, expect, it } from 'vitest';
import { hashPassword, PRODUCTION_SCRYPT, verifyAgainstDummy, verifyPassword } from '#functions/_shared/passwords.ts';

// Production scrypt costs about half a second a hash on a quiet core and many times that while the
// machine builds: the default 5 s limit failed here under load, which says nothing about the code.
describe('passwords', { timeout: 30_000 }, () => {
  it('hashes with the production scrypt parameters by default (N = 2^17, r = 8, p = 1) and a fresh salt', async () => {
    expect(PRODUCTION_SCRYPT).toEqual({ N: 131072, r: 8, p: 1 });
    const first = await hashPassword('비밀번호 one');
    const second = await hashPassword('비밀번호 one');
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword('비밀번호 one', first)).toBe(true);
    expect(await verifyPassword('비밀번호 two', first)).toBe(false);
  });

  it('reads the parameters from the stored hash, compares Unicode in NFC, and refuses malformed hashes', async () => {
    const cheap = await hashPassword('caf\u00e9 latte', { N: 1024, r: 8, p: 1 });
    expect(cheap.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await verifyPassword('cafe\u0301 latte', cheap)).toBe(true);
    for (const stored of ['', 'plain', 'bcrypt$1$2$3$4$5', 'scrypt$1024$8$1$$']) expect(await verifyPassword('x', stored)).toBe(false);
  });

  it('the dummy verification for unknown usernames always fails', async () => {
    expect(await verifyAgainstDummy('')).toBe(false);
    expect(await verifyAgainstDummy('anything at all')).toBe(false);
  });
});
