import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

// scrypt with N = 2^17, r = 8, p = 1 (OWASP's recommendation): 128 MiB and ~0.3 s per hash.
export const PRODUCTION_SCRYPT: Readonly<ScryptParams> = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 64;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 255;

/**
 * A hash of a random password nobody knows, with the production parameters: a sign-in for an
 * unknown username is verified against it, so it costs the same time as a wrong password.
 */
const DUMMY_HASH =
  'scrypt$131072$8$1$ySEuNBFI85Yu3kWX8uq+xw==$cMug8G2lKzPTeN4om1Ht00mwSfbdVnYEDqIFIhS/RT0u58YJ+SHo3apkGa7mTawdUrsgWlPdGNilL7+bajF0DQ==';

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/**
 * `scrypt$N$r$p$salt$key` (base64): the parameters travel with the hash so they can be raised later.
 * `params` other than the production ones are for tests only (a cheaper N keeps them fast).
 */
export async function hashPassword(password: string, params: ScryptParams = PRODUCTION_SCRYPT): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Spends the time of one verification and answers false: for a username that does not exist. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(password, DUMMY_HASH);
  return false;
}
