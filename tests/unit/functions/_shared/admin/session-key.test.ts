import { describe, expect, it } from 'vitest';
import { decodeSessionKey } from '#functions/_shared/admin/session-key.ts';

describe('decodeSessionKey', () => {
  it('decodes hex, base64url and base64, and takes other text as raw bytes', () => {
    expect(decodeSessionKey('ab'.repeat(32))).toEqual(new Uint8Array(32).fill(0xab));
    expect(decodeSessionKey(Buffer.alloc(32, 1).toString('base64url'))).toEqual(new Uint8Array(32).fill(1));
    expect(decodeSessionKey(Buffer.alloc(48, 0xfb).toString('base64'))).toEqual(new Uint8Array(48).fill(0xfb));
    expect(decodeSessionKey('a passphrase with spaces that is long enough!')?.length).toBe(45);
  });

  it('refuses a missing, empty or shorter-than-32-byte secret (there is no default key)', () => {
    expect(decodeSessionKey(undefined)).toBeUndefined();
    expect(decodeSessionKey('   ')).toBeUndefined();
    expect(decodeSessionKey('short secret')).toBeUndefined();
    expect(decodeSessionKey('ab'.repeat(31))).toBeUndefined();
    expect(decodeSessionKey(Buffer.alloc(31).toString('base64url'))).toBeUndefined();
  });
});
