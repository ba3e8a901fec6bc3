import { describe, expect, it } from 'vitest';
import { SessionLock, transactionStatus } from '#scripts/embedded-db/session-lock.ts';

/** A backend message: type byte, int32 length (itself included), body. */
function message(type: string, body: number[] = []): number[] {
  const length = 4 + body.length;
  return [type.charCodeAt(0), (length >>> 24) & 255, (length >>> 16) & 255, (length >>> 8) & 255, length & 255, ...body];
}
const ready = (status: 'I' | 'T' | 'E') => message('Z', [status.charCodeAt(0)]);

describe('transactionStatus', () => {
  it('reads the status of the last ReadyForQuery', () => {
    expect(transactionStatus(new Uint8Array([...message('C', [65, 0]), ...ready('T')]))).toBe('T');
    expect(transactionStatus(new Uint8Array([...ready('T'), ...message('C', [0]), ...ready('I')]))).toBe('I');
    expect(transactionStatus(new Uint8Array(ready('E')))).toBe('E');
  });

  it('has none for a response without ReadyForQuery (Parse, Bind before Sync)', () => {
    expect(transactionStatus(new Uint8Array(message('1')))).toBeUndefined();
    expect(transactionStatus(new Uint8Array())).toBeUndefined();
  });
});

describe('SessionLock', () => {
  it('hands the session to waiting owners in arrival order', async () => {
    const lock = new SessionLock<string>();
    const order: string[] = [];
    await lock.acquire('a');
    const b = lock.acquire('b').then(() => order.push('b'));
    const c = lock.acquire('c').then(() => order.push('c'));
    await lock.acquire('a'); // re-entrant for the owner
    lock.release('a');
    await b;
    expect(lock.owner).toBe('b');
    lock.release('b');
    await c;
    expect(order).toEqual(['b', 'c']);
  });

  it('ignores a release by a non-owner and drops a forgotten waiter', async () => {
    const lock = new SessionLock<string>();
    await lock.acquire('a');
    void lock.acquire('b');
    lock.release('b');
    expect(lock.owner).toBe('a');
    lock.forget('b');
    lock.release('a');
    expect(lock.owner).toBeUndefined();
  });
});
