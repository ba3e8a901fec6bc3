/**
 * A least-recently-used cache of buffers bounded by their total size, for file bodies and their
 * compressed variants: a repeated request must not re-read or re-compress the same bytes.
 */
export class ByteCache {
  readonly #maxBytes: number;
  readonly #entries = new Map<string, Buffer>();
  #bytes = 0;

  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes;
  }

  get size(): number {
    return this.#bytes;
  }

  get(key: string): Buffer | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      // Map keeps insertion order: re-inserting marks the entry as most recently used.
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: Buffer): void {
    if (value.length > this.#maxBytes) return; // would evict everything and still not fit
    const previous = this.#entries.get(key);
    if (previous !== undefined) {
      this.#entries.delete(key);
      this.#bytes -= previous.length;
    }
    this.#entries.set(key, value);
    this.#bytes += value.length;
    for (const [oldKey, oldValue] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(oldKey);
      this.#bytes -= oldValue.length;
    }
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }
}
