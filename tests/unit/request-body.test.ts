import { describe, expect, it } from 'vitest';
import { readLimitedBody } from '#functions/_shared/request-body.ts';

const LIMIT = 32 * 1024;

describe('readLimitedBody', () => {
  const request = (body: BodyInit | null, headers: Record<string, string> = {}) =>
    new Request('http://x/', { method: 'POST', body, headers, ...(body instanceof ReadableStream ? { duplex: 'half' } : {}) } as RequestInit);

  it('reads a body up to the limit', async () => {
    const result = await readLimitedBody(request('x'.repeat(LIMIT)), LIMIT);
    expect(result.ok && result.bytes.length).toBe(LIMIT);
    const empty = await readLimitedBody(request(null), LIMIT);
    expect(empty.ok && empty.bytes.length).toBe(0);
  });

  it('refuses a declared length over the limit without reading, and a malformed one', async () => {
    expect(await readLimitedBody(request('x', { 'content-length': String(LIMIT + 1) }), LIMIT)).toEqual({ ok: false, status: 413 });
    expect(await readLimitedBody(request('x', { 'content-length': 'abc' }), LIMIT)).toEqual({ ok: false, status: 400 });
  });

  it('stops reading a stream as soon as it passes the limit', async () => {
    let chunks = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        chunks += 1;
        controller.enqueue(new Uint8Array(4096));
      },
    });
    expect(await readLimitedBody(request(stream), LIMIT)).toEqual({ ok: false, status: 413 });
    expect(chunks).toBeLessThanOrEqual(10);
  });

  it('answers a client that aborts mid-body with 400, not an exception', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(10));
        controller.error(new Error('connection reset'));
      },
    });
    expect(await readLimitedBody(request(stream), LIMIT)).toEqual({ ok: false, status: 400 });
  });
});
