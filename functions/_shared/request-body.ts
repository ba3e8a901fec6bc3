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
