/**
 * Group commit for inquiries. Submissions that arrive while a write is in flight wait and go to
 * the database together in the next single statement (storeInquiries), so a burst costs one commit
 * per batch instead of one per inquiry; each caller still gets its own result only after the
 * commit that stored its inquiry. On Netlify, where an instance serves one request at a time,
 * every batch holds one inquiry. Kept because it pays where it can: on a server that takes
 * requests side by side, such as the local server, a burst is stored several times faster and at a
 * fraction of the server CPU per inquiry than with one statement per inquiry (npm run
 * bench:inquiries compares the two).
 *
 * If a batch fails, its inquiries are retried one by one, so one bad row cannot fail its
 * neighbours (and each caller sees the error of its own inquiry, if any).
 */
import type { Db } from '#db/client.ts';
import { storeInquiries, storeInquiry, type StoreInquiryInput, type StoreResult } from '#db/repositories/inquiries/store.ts';

/** Upper bound of one statement's batch (the JSON parameter stays well under a megabyte). */
export const MAX_BATCH = 100;

/**
 * How long a batch waits for company before it is written: a lone inquiry is 2 ms later, a burst
 * goes in batches several times larger, and a larger batch costs less server CPU per inquiry.
 */
export const COALESCE_MS = 2;

interface Pending {
  input: StoreInquiryInput;
  resolve: (result: StoreResult) => void;
  reject: (error: unknown) => void;
}

class InquiryWriter {
  readonly #db: Db;
  #queue: Pending[] = [];
  #busy = false;

  constructor(db: Db) {
    this.#db = db;
  }

  write(input: StoreInquiryInput): Promise<StoreResult> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ input, resolve, reject });
      if (!this.#busy) {
        this.#busy = true;
        void this.#drain();
      }
    });
  }

  async #drain(): Promise<void> {
    while (this.#queue.length > 0) {
      if (this.#queue.length < MAX_BATCH) await new Promise((resolve) => setTimeout(resolve, COALESCE_MS));
      const batch = this.#queue.splice(0, MAX_BATCH);
      try {
        const results = await storeInquiries(this.#db, batch.map((p) => p.input));
        batch.forEach((p, i) => p.resolve(results[i]!));
      } catch (error) {
        if (batch.length === 1) batch[0]!.reject(error);
        else await Promise.all(batch.map((p) => storeInquiry(this.#db, p.input).then(p.resolve, p.reject)));
      }
    }
    this.#busy = false;
  }
}

const writers = new WeakMap<Db, InquiryWriter>();

/** Stores an inquiry through the group-commit writer of this database client. */
export function writeInquiry(db: Db, input: StoreInquiryInput): Promise<StoreResult> {
  let writer = writers.get(db);
  if (!writer) {
    writer = new InquiryWriter(db);
    writers.set(db, writer);
  }
  return writer.write(input);
}
