/**
 * The one reader of a request body for every function: a size cap enforced on the declared length and
 * again while the stream is read, so an oversized or endless body costs at most `limit` bytes.
 */

export type ReadResult = { ok: true; bytes: Uint8Array } | { ok: false; status: 400 | 413 };

/**
 * Reads at most `limit` bytes. A Content-Length above it is refused unread (413) and a malformed one
 * is a 400; a body that turns out longer than announced (or announced nothing) is cut off as soon as
 * it passes the limit (413); a client that aborts mid-body is a 400, never an exception.
 */
export async function readLimitedBody(req: Request, limit: number): Promise<ReadResult> {
  const declared = req.headers.get('content-length');
  if (declared !== null) {
    const length = Number(declared);
    if (!/^\d+$/.test(declared.trim()) || !Number.isSafeInteger(length)) return { ok: false, status: 400 };
    if (length > limit) return { ok: false, status: 413 };
  }
  if (!req.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel().catch(() => {});
        return { ok: false, status: 413 };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, status: 400 };
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

/** Deepest nesting of arrays and objects a JSON body may have; no form or API of this site comes near it. */
export const MAX_JSON_DEPTH = 64;

export type JsonResult = { ok: true; value: unknown } | { ok: false; message: string };

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * How deeply the JSON text nests at its deepest point, counted by one pass over the characters (no
 * recursion), so that a body of 10,000 brackets is measured without overflowing any stack.
 * Brackets inside strings do not count; malformed text is left to JSON.parse.
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/**
 * A body's bytes as JSON: strict UTF-8, at most MAX_JSON_DEPTH levels deep (checked before parsing,
 * since every later walk of the value, ours or a library's, recurses and would overflow the stack
 * on a deeper one: a 500 instead of a 400).
 */
export function parseJsonBody(bytes: Uint8Array): JsonResult {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return { ok: false, message: 'Malformed JSON' };
  }
  if (jsonDepth(text) > MAX_JSON_DEPTH) return { ok: false, message: `JSON nested more than ${MAX_JSON_DEPTH} levels deep` };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, message: 'Malformed JSON' };
  }
}
