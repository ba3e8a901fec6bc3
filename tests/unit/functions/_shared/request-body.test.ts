import { describe, expect, it } from 'vitest';
import { jsonDepth, MAX_JSON_DEPTH, parseJsonBody, readLimitedBody } from '#functions/_shared/request-body.ts';

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

describe('parseJsonBody', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);

  it('measures nesting without counting brackets inside strings or escaped quotes', () => {
    expect(jsonDepth('1')).toBe(0);
    expect(jsonDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(jsonDepth('{"a":"[[[{{{"}')).toBe(1);
    expect(jsonDepth('["\\\\", []]')).toBe(2);
    expect(jsonDepth('["\\\"[[[", []]')).toBe(2);
  });

  it('parses up to the limit and refuses one level more, however long the text', () => {
    const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
    expect(parseJsonBody(bytes(nested(MAX_JSON_DEPTH)))).toMatchObject({ ok: true });
    expect(parseJsonBody(bytes(nested(MAX_JSON_DEPTH + 1)))).toEqual({ ok: false, message: `JSON nested more than ${MAX_JSON_DEPTH} levels deep` });
    expect(parseJsonBody(bytes(`{"a":${nested(100_000)}}`))).toMatchObject({ ok: false });
    expect(parseJsonBody(bytes(`"${'['.repeat(1000)}"`))).toEqual({ ok: true, value: '['.repeat(1000) });
  });

  it('refuses malformed JSON and bytes that are not UTF-8', () => {
    expect(parseJsonBody(bytes('{"a":'))).toEqual({ ok: false, message: 'Malformed JSON' });
    expect(parseJsonBody(new Uint8Array([0x7b, 0xff, 0x7d]))).toEqual({ ok: false, message: 'Malformed JSON' });
  });
});
