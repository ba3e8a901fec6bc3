/** One build at a time per checkout (scripts/checkout-lock.ts): a second waits, a dead owner's lock is taken over. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { withCheckoutLock } from '#scripts/checkout-lock.ts';

const dirs: string[] = [];
const lockIn = () => {
  const dir = mkdtempSync(join(tmpdir(), 'lock-'));
  dirs.push(dir);
  return join(dir, '.astro', 'build.lock');
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the checkout build lock', () => {
  it('runs two holders one after the other, never together', async () => {
    const lock = lockIn();
    const events: string[] = [];
    const hold = (name: string) =>
      withCheckoutLock(lock, async () => {
        events.push(`${name} in`);
        await new Promise((done) => setTimeout(done, 50));
        events.push(`${name} out`);
      });
    await Promise.all([hold('a'), hold('b')]);
    expect(events).toEqual(['a in', 'a out', 'b in', 'b out']);
  });

  it('takes over a lock whose owner has died, and frees it after a failure', async () => {
    const lock = lockIn();
    mkdirSync(lock, { recursive: true });
    writeFileSync(join(lock, 'pid'), '2147483646'); // no such process
    await expect(withCheckoutLock(lock, async () => Promise.reject(new Error('build failed')))).rejects.toThrow('build failed');
    expect(await withCheckoutLock(lock, async () => 'built')).toBe('built');
  });

  it('stops waiting when the build is called off', async () => {
    const lock = lockIn();
    const controller = new AbortController();
    const first = withCheckoutLock(lock, () => new Promise((done) => setTimeout(done, 300)));
    const second = withCheckoutLock(lock, async () => 'never', controller.signal);
    setTimeout(() => controller.abort(), 50);
    await expect(second).rejects.toThrow();
    await first;
  });
});
