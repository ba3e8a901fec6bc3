import { afterEach, describe, expect, it } from 'vitest';
import { preferredEncoding } from '#functions/_shared/public-cache/accept-encoding.ts';
import { AnswerCache, type BuiltAnswer } from '#functions/_shared/public-cache/answer-cache.ts';
import { currentStamps, stampDeps, type Stamps } from '#functions/_shared/public-cache/stamps.ts';

const realRead = stampDeps.read;
afterEach(() => {
  stampDeps.read = realRead;
});

/** A stamp reader whose queries the test finishes by hand, in order. */
function manualReads() {
  const queries: Array<(stamps: Stamps) => void> = [];
  stampDeps.read = () => new Promise<Stamps>((resolve) => queries.push(resolve));
  const answer = (n: number) => queries[n]!(new Map([['notices', `s${n}`]]));
  return { queries, answer };
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('content stamps', () => {
  it('answer every caller from a query that started after it called, shared by the callers that wait together', async () => {
    const { queries, answer } = manualReads();
    const a = currentStamps();
    const b = currentStamps(); // arrives while query 0 runs: it must not get query 0's answer
    const c = currentStamps();
    expect(queries).toHaveLength(1);
    answer(0);
    expect((await a).get('notices')).toBe('s0');
    await flush();
    expect(queries).toHaveLength(2); // one query for b and c together
    const d = currentStamps(); // arrives while query 1 runs
    answer(1);
    expect([(await b).get('notices'), (await c).get('notices')]).toEqual(['s1', 's1']);
    await flush();
    answer(2);
    expect((await d).get('notices')).toBe('s2');
    expect(queries).toHaveLength(3);
  });

  it('pass a failed query on to its callers, and the next caller starts afresh', async () => {
    let fail = true;
    stampDeps.read = async () => {
      if (fail) throw new Error('database down');
      return new Map([['faqs', 'ok']]);
    };
    await expect(currentStamps()).rejects.toThrow('database down');
    fail = false;
    expect((await currentStamps()).get('faqs')).toBe('ok');
  });
});

describe('the answer cache', () => {
  const answer = (stamp: string, bytes: number): BuiltAnswer => ({ stamp, etag: `"${stamp}"`, identity: Buffer.alloc(bytes) });

  it('serves an answer only under the stamp it was built with, one per route', () => {
    const cache = new AnswerCache(1000);
    cache.set('/api/notices', answer('a', 100));
    expect(cache.current('/api/notices', 'a')?.etag).toBe('"a"');
    expect(cache.current('/api/notices', 'b')).toBeUndefined();
    cache.set('/api/notices', answer('b', 200));
    expect(cache.current('/api/notices', 'a')).toBeUndefined();
    expect([cache.count, cache.bytes]).toEqual([1, 200]);
  });

  it('drops the least recently used answers past its bound, and never keeps one larger than it', () => {
    const cache = new AnswerCache(1000);
    cache.set('/1', answer('s', 400));
    cache.set('/2', answer('s', 400));
    cache.current('/1', 's');
    cache.set('/3', answer('s', 400));
    expect([cache.current('/1', 's') !== undefined, cache.current('/2', 's') !== undefined, cache.current('/3', 's') !== undefined]).toEqual([true, false, true]);
    cache.set('/big', answer('s', 1001));
    expect(cache.current('/big', 's')).toBeUndefined();
    expect(cache.bytes).toBeLessThanOrEqual(1000);
  });
});

describe('the encoding of an answer', () => {
  it('is br, then gzip, then none, as Accept-Encoding allows', () => {
    expect(preferredEncoding(null)).toBe('identity');
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('x-gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('gzip;q=0.9, br;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0, identity')).toBe('identity');
    expect(preferredEncoding('deflate')).toBe('identity');
    expect(preferredEncoding('br;q=abc')).toBe('identity');
  });
});
