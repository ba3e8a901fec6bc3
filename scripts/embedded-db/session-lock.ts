/**
 * PGlite is one Postgres session. NetlifyDB feeds every client connection's protocol messages into
 * it, so without this lock a second connection's statements would run inside the first one's
 * transaction (or between its Parse and Sync). The lock gives the session to one connection from
 * its first message until the server answers ReadyForQuery with status 'I' (idle, no transaction
 * open), then hands it to the next waiting connection in arrival order.
 */
export class SessionLock<Owner> {
  #owner: Owner | undefined;
  #queue: Array<{ owner: Owner; resolve: () => void }> = [];

  get owner(): Owner | undefined {
    return this.#owner;
  }

  acquire(owner: Owner): Promise<void> {
    if (this.#owner === undefined || this.#owner === owner) {
      this.#owner = owner;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#queue.push({ owner, resolve }));
  }

  release(owner: Owner): void {
    if (this.#owner !== owner) return;
    const next = this.#queue.shift();
    this.#owner = next?.owner;
    next?.resolve();
  }

  /** Drops a connection that went away: out of the queue, and out of ownership. */
  forget(owner: Owner): void {
    this.#queue = this.#queue.filter((w) => w.owner !== owner);
    this.release(owner);
  }
}

const READY_FOR_QUERY = 0x5a; // 'Z'

/**
 * The transaction status of the last ReadyForQuery message in a backend response ('I' idle,
 * 'T' in transaction, 'E' failed transaction), or undefined when the response has none yet
 * (e.g. the answer to Parse or Bind before Sync).
 */
export function transactionStatus(response: Uint8Array): 'I' | 'T' | 'E' | undefined {
  const view = new DataView(response.buffer, response.byteOffset, response.byteLength);
  let status: 'I' | 'T' | 'E' | undefined;
  let offset = 0;
  while (offset + 5 <= response.byteLength) {
    const type = response[offset];
    const length = view.getUint32(offset + 1);
    if (type === READY_FOR_QUERY && offset + 5 < response.byteLength) {
      status = String.fromCharCode(response[offset + 5] ?? 0) as 'I' | 'T' | 'E';
    }
    offset += 1 + length;
  }
  return status;
}
