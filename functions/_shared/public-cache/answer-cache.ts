/**
 * Built answers of the public content routes, in memory, least recently used first out once their
 * bytes pass the bound. One entry per route, holding the stamp it was built under: a new stamp
 * replaces it, so old versions never pile up, and an entry under a stamp that is no longer current is
 * never served (the caller compares).
 */

export interface BuiltAnswer {
  /** The content stamp the answer was built under. */
  stamp: string;
  etag: string;
  /** The JSON, and its gzip and brotli forms when it is worth compressing. */
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

const sizeOf = (answer: BuiltAnswer) => answer.identity.length + (answer.gzip?.length ?? 0) + (answer.br?.length ?? 0);

export class AnswerCache {
  readonly #maxBytes: number;
  readonly #entries = new Map<string, BuiltAnswer>();
  #bytes = 0;

  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The route's answer if it was built under `stamp`. */
  get(route: string, stamp: string): BuiltAnswer | undefined {
    const answer = this.#entries.get(route);
    if (answer?.stamp !== stamp) return undefined;
    // Map keeps insertion order: re-inserting marks the entry as most recently used.
    this.#entries.delete(route);
    this.#entries.set(route, answer);
    return answer;
  }

  set(route: string, answer: BuiltAnswer): void {
    this.delete(route);
    const size = sizeOf(answer);
    if (size > this.#maxBytes) return; // would evict everything and still not fit: served uncached
    this.#entries.set(route, answer);
    this.#bytes += size;
    for (const [oldRoute, old] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(oldRoute);
      this.#bytes -= sizeOf(old);
    }
  }

  delete(route: string): void {
    const previous = this.#entries.get(route);
    if (previous === undefined) return;
    this.#entries.delete(route);
    this.#bytes -= sizeOf(previous);
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }
}
