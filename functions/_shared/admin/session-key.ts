/** The shortest SESSION_SECRET accepted, in bytes (HS256 wants a key at least as long as its hash). */
export const MIN_SESSION_KEY_BYTES = 32;

/**
 * The HMAC key from SESSION_SECRET: hex (an even number of hex digits), base64url/base64 (43+
 * characters), or else the raw UTF-8 text. Undefined when missing or shorter than 32 bytes: there
 * is never a default key.
 */
export function decodeSessionKey(secret: string | undefined): Uint8Array | undefined {
  const text = secret?.trim();
  if (!text) return undefined;
  let key: Buffer;
  if (/^(?:[0-9a-fA-F]{2})+$/.test(text)) key = Buffer.from(text, 'hex');
  else if (/^[A-Za-z0-9_-]{43,}$/.test(text)) key = Buffer.from(text, 'base64url');
  else if (/^[A-Za-z0-9+/]{43,}={0,2}$/.test(text)) key = Buffer.from(text, 'base64');
  else key = Buffer.from(text, 'utf8');
  return key.length >= MIN_SESSION_KEY_BYTES ? new Uint8Array(key) : undefined;
}
