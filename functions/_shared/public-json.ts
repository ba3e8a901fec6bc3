/**
 * The public content answers (notices, FAQs, CSR stories: lists and details), built once per content
 * version and then served from memory. The key is the collection's content stamp, which a database
 * trigger changes on every write but a view count (migration 20261126000000_content_versions); each
 * request reads the current stamps (one small query shared by the requests that arrive together:
 * public-cache/stamps.ts), so an edit shows on the next request in every process that serves them,
 * whatever wrote it, and nothing has to remember to invalidate anything.
 *
 * Built once means: serialised, hashed for a strong ETag and compressed (brotli and gzip) once;
 * a request then costs the stamp read, a lookup and the bytes. Browsers revalidate every time
 * (304 on a matching If-None-Match). Netlify's CDN may keep an answer up to 5 minutes, tagged with
 * its collection so that an admin's change purges it at once (admin/publish.ts); view counts, which
 * change on every read, are not in these answers (GET /api/view-counts serves them apart).
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ContentCollection } from '#db/repositories/content-versions.ts';
import type { ContentKind } from './admin/publish.ts';
import { CACHE, SECURITY_HEADERS } from './http.ts';
import { preferredEncoding } from './public-cache/accept-encoding.ts';
import { AnswerCache, type BuiltAnswer } from './public-cache/answer-cache.ts';
import { currentStamps } from './public-cache/stamps.ts';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The spec keeps public content "fresh for 5 minutes" at the CDN (and a minute stale while it
 * refetches); the purge on change makes an edit visible sooner where the purge token is set.
 */
export const PUBLIC_CDN_CACHE = 'public, max-age=300, stale-while-revalidate=60, durable';

/** The CDN cache tag of a collection's answers: the content kind the admin's change purges. */
export const CACHE_TAGS: Readonly<Record<ContentCollection, ContentKind>> = { notices: 'notices', faqs: 'faqs', csr_posts: 'csr-posts' };

/** Below this, compression costs more than it saves (the CDN's threshold is about the same). */
const MIN_COMPRESSIBLE = 1024;
/** Brotli's best quality takes about a millisecond per 10 KB: fine once per version up to this size. */
const MAX_QUALITY_BYTES = 256 * 1024;

/**
 * Every route's latest answer in all three encodings: the seeded site holds a few hundred KB; the
 * bound keeps a site with long stories (and a crawler walking every id) from growing the process.
 */
export const answerCache = new AnswerCache(Number(process.env.PUBLIC_ANSWER_CACHE_MB ?? 32) * 1024 * 1024);

/** Answers being built, by route and stamp: the requests that miss together wait for one build. */
const building = new Map<string, Promise<BuiltAnswer | undefined>>();

/** A body with headers of its own (a list page's count and links), built and cached with it. */
export class WithHeaders {
  readonly body: unknown;
  readonly headers: Readonly<Record<string, string>>;
  constructor(body: unknown, headers: Readonly<Record<string, string>>) {
    this.body = body;
    this.headers = headers;
  }
}

async function build(loaded: unknown, stamp: string): Promise<BuiltAnswer> {
  const { body, headers } = loaded instanceof WithHeaders ? loaded : { body: loaded, headers: undefined };
  const identity = Buffer.from(JSON.stringify(body));
  const hash = createHash('sha256').update(identity);
  // The headers are part of the answer: the same rows under another count are another answer.
  if (headers) hash.update(JSON.stringify(headers));
  const etag = `"${hash.digest('base64url').slice(0, 27)}"`;
  if (identity.length < MIN_COMPRESSIBLE) return { stamp, etag, identity, headers };
  // Off the main thread (libuv's pool), so requests for other answers go on meanwhile.
  const [gz, br] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotliAsync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: identity.length <= MAX_QUALITY_BYTES ? 11 : 5, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
  ]);
  return { stamp, etag, identity, gzip: gz, br, headers };
}

/** The route's answer under `stamp`: cached, being built, or built now (undefined: nothing to show). */
function answerFor(route: string, stamp: string | undefined, load: PublicContent['load']): Promise<BuiltAnswer | undefined> {
  // No stamp (its row deleted by hand): correct but uncached until a write brings one back.
  if (stamp === undefined) return load(undefined).then((body) => (body === undefined ? undefined : build(body, '')));
  const cached = answerCache.current(route, stamp);
  if (cached) return Promise.resolve(cached);
  const key = `${route}\n${stamp}`;
  let pending = building.get(key);
  if (!pending) {
    // The content is read after the stamp, so it is at least as new as the stamp says: a request is
    // never answered with content older than the stamp it read.
    pending = load(stamp)
      .then(async (body) => {
        if (body === undefined) return undefined;
        const answer = await build(body, stamp);
        answerCache.set(route, answer);
        return answer;
      })
      .finally(() => building.delete(key));
    building.set(key, pending);
  }
  return pending;
}

function matches(ifNoneMatch: string | null, etag: string): boolean {
  return ifNoneMatch?.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag) ?? false;
}

function respond(req: Request, answer: BuiltAnswer, collection: ContentCollection): Response {
  const headers: Record<string, string> = {
    ...SECURITY_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': CACHE.revalidate,
    'Netlify-CDN-Cache-Control': PUBLIC_CDN_CACHE,
    'Netlify-Cache-Tag': CACHE_TAGS[collection],
    ETag: answer.etag,
    Vary: 'Accept-Encoding',
    ...answer.headers,
  };
  if (matches(req.headers.get('if-none-match'), answer.etag)) return new Response(null, { status: 304, headers });
  const encoding = preferredEncoding(req.headers.get('accept-encoding'));
  const body = (encoding !== 'identity' && answer[encoding]) || answer.identity;
  if (body !== answer.identity) headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = String(body.length);
  return new Response(req.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), { status: 200, headers });
}

export interface PublicContent {
  /** The collection whose content stamp the answer depends on. */
  collection: ContentCollection;
  /** The route (its path), one cached answer each. */
  route: string;
  /**
   * Reads what the route answers (a WithHeaders for a body with headers of its own), given the stamp
   * it is built under (undefined: uncached); undefined for nothing to show (the caller's 404, never cached).
   */
  load: (stamp: string | undefined) => Promise<unknown>;
}

/** The route's answer from memory when its collection has not changed since it was built; undefined: not found. */
export async function publicContent(req: Request, { collection, route, load }: PublicContent): Promise<Response | undefined> {
  const stamps = await currentStamps();
  const answer = await answerFor(route, stamps.get(collection), load);
  return answer && respond(req, answer, collection);
}
