/**
 * A least-recently-used map bounded by the total size of its values (bytes, as `sizeOf` counts
 * them), not by their number: what the public answers (public-cache/answer-cache.ts) and the local
 * server's file bodies (scripts/local-server) keep in memory, so memory stays bounded however many
 * keys there are.
 */
export class SizedLru<V> {
  readonly #maxBytes: number;
  readonly #sizeOf: (value: V) => number;
  readonly #entries = new Map<string, V>();
  #bytes = 0;

  constructor(maxBytes: number, sizeOf: (value: V) => number) {
    this.#maxBytes = maxBytes;
    this.#sizeOf = sizeOf;
  }

  /** The values' total size. */
  get bytes(): number {
    return this.#bytes;
  }

  /** How many entries. */
  get count(): number {
    return this.#entries.size;
  }

  /** The value, now the most recently used. */
  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      // Map keeps insertion order: re-inserting marks the entry as most recently used.
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  /** Stores the value, dropping the least recently used ones past the bound; one larger than the bound is not kept. */
  set(key: string, value: V): void {
    this.delete(key);
    const size = this.#sizeOf(value);
    if (size > this.#maxBytes) return; // would evict everything and still not fit
    this.#entries.set(key, value);
    this.#bytes += size;
    for (const [oldKey, old] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(oldKey);
      this.#bytes -= this.#sizeOf(old);
    }
  }

  delete(key: string): void {
    const previous = this.#entries.get(key);
    if (previous === undefined) return;
    this.#entries.delete(key);
    this.#bytes -= this.#sizeOf(previous);
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }
}
