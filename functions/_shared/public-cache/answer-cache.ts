/**
 * Built answers of the public content routes, in memory, least recently used first out once their
 * bytes pass the bound. One entry per route, holding the stamp it was built under: a new stamp
 * replaces it, so old versions never pile up, and an entry under a stamp that is no longer current is
 * never served.
 */
import { SizedLru } from '#functions/_shared/sized-lru.ts';

export interface BuiltAnswer {
  /** The content stamp the answer was built under. */
  stamp: string;
  etag: string;
  /** The JSON, and its gzip and brotli forms when it is worth compressing. */
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  /** Headers of the answer's own (a list page's count and links). */
  headers?: Readonly<Record<string, string>> | undefined;
}

const sizeOf = (answer: BuiltAnswer) => answer.identity.length + (answer.gzip?.length ?? 0) + (answer.br?.length ?? 0);

export class AnswerCache extends SizedLru<BuiltAnswer> {
  constructor(maxBytes: number) {
    super(maxBytes, sizeOf);
  }

  /** The route's answer if it was built under `stamp`. */
  current(route: string, stamp: string): BuiltAnswer | undefined {
    const answer = this.get(route);
    return answer?.stamp === stamp ? answer : undefined;
  }
}
