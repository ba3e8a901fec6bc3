/** Requests in flight and `context.waitUntil()` promises, so that close() can wait for both. */
import type { Logger } from './types.ts';

export class PendingWork {
  readonly #log: Logger;
  readonly #promises = new Set<Promise<unknown>>();
  #requests = 0;
  #idle: Array<() => void> = [];

  constructor(log: Logger) {
    this.#log = log;
  }

  /** Counts a request until the returned function is called (once; later calls do nothing). */
  track(): () => void {
    this.#requests += 1;
    let finished = false;
    return () => {
      if (finished) return;
      finished = true;
      this.#requests -= 1;
      this.#notify();
    };
  }

  waitUntil(promise: Promise<unknown>): void {
    const tracked = Promise.resolve(promise)
      .catch((error: unknown) => this.#log(`waitUntil promise rejected: ${(error as Error)?.message ?? String(error)}`))
      .finally(() => {
        this.#promises.delete(tracked);
        this.#notify();
      });
    this.#promises.add(tracked);
  }

  /** Resolves when nothing is pending, or after `timeoutMs`, whichever comes first. */
  settle(timeoutMs: number): Promise<void> {
    if (this.#isIdle()) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(finish, timeoutMs);
      const self = this;
      function finish() {
        clearTimeout(timer);
        self.#idle = self.#idle.filter((fn) => fn !== finish);
        resolve();
      }
      this.#idle.push(finish);
    });
  }

  #isIdle(): boolean {
    return this.#requests === 0 && this.#promises.size === 0;
  }

  #notify(): void {
    if (!this.#isIdle()) return;
    for (const finish of this.#idle.splice(0)) finish();
  }
}
