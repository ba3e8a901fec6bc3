/**
 * The files of one build directory: URL path -> file lookup (cached, since a build is never
 * modified in place but swapped whole), bodies, strong ETags and compressed variants.
 */
import { createHash } from 'node:crypto';
import { createReadStream, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SizedLru } from '#functions/_shared/sized-lru.ts';
import { compressStatic } from './compression.ts';
import type { ContentEncoding } from './encoding-negotiation.ts';
import { contentTypeFor, isCompressibleType } from './mime-types.ts';

export interface SiteFile {
  absPath: string;
  size: number;
  mtimeMs: number;
  contentType: string;
  compressible: boolean;
  /** Quoted strong validator of the identity body, filled on first use. */
  etag?: string;
}

/** Larger files are streamed from disk rather than held in memory (and are not compressed). */
export const MAX_BUFFERED_FILE = 8 * 1024 * 1024;
/** Bounds the lookup cache so that a scan of random URLs cannot grow it without limit. */
const MAX_LOOKUPS = 20_000;

export class SiteFiles {
  readonly root: string;
  readonly #bodies: SizedLru<Buffer>;
  readonly #lookups = new Map<string, SiteFile | null>();
  readonly #pending = new Map<string, Promise<Buffer>>();

  constructor(root: string, bodies: SizedLru<Buffer>) {
    this.root = root;
    this.#bodies = bodies;
  }

  /**
   * The file a decoded, already validated URL path serves. `/x` tries `x`, `x.html`, then
   * `x/index.html` (a file wins over a directory index); `/x/` tries `x/index.html`.
   */
  find(path: string): SiteFile | undefined {
    const cached = this.#lookups.get(path);
    if (cached !== undefined) return cached ?? undefined;
    const found = this.#resolve(path);
    if (this.#lookups.size >= MAX_LOOKUPS) this.#lookups.clear();
    this.#lookups.set(path, found ?? null);
    return found;
  }

  #resolve(path: string): SiteFile | undefined {
    const candidates = path.endsWith('/') ? [`${path}index.html`] : [path, `${path}.html`, `${path}/index.html`];
    for (const candidate of candidates) {
      const absPath = join(this.root, candidate);
      const stats = statSync(absPath, { throwIfNoEntry: false });
      if (stats?.isFile()) {
        const contentType = contentTypeFor(absPath);
        return {
          absPath,
          size: stats.size,
          mtimeMs: stats.mtimeMs,
          contentType,
          compressible: isCompressibleType(contentType),
        };
      }
    }
    return undefined;
  }

  /** The identity body, or undefined for a file too large to buffer (stream it instead). */
  async body(file: SiteFile): Promise<Buffer | undefined> {
    if (file.size > MAX_BUFFERED_FILE) return undefined;
    return this.#cached(file, 'identity', () => readFile(file.absPath));
  }

  async etag(file: SiteFile): Promise<string> {
    if (file.etag !== undefined) return file.etag;
    const hash = createHash('sha256');
    const body = await this.body(file);
    if (body) hash.update(body);
    else for await (const chunk of createReadStream(file.absPath)) hash.update(chunk as Buffer);
    file.etag = `"${hash.digest('base64url').slice(0, 27)}"`;
    return file.etag;
  }

  /** The body in an encoding; compressed once per file version and kept in the shared cache. */
  async encoded(file: SiteFile, encoding: Exclude<ContentEncoding, 'identity'>): Promise<Buffer> {
    return this.#cached(file, encoding, async () => {
      const body = await this.body(file);
      if (!body) throw new Error(`refusing to compress ${file.absPath}: too large to buffer`);
      return compressStatic(body, encoding);
    });
  }

  /** Cache by path + mtime + encoding, and share one computation among concurrent requests. */
  async #cached(file: SiteFile, encoding: ContentEncoding, produce: () => Promise<Buffer>): Promise<Buffer> {
    const key = `${file.absPath}\0${file.mtimeMs}\0${encoding}`;
    const hit = this.#bodies.get(key);
    if (hit) return hit;
    const inFlight = this.#pending.get(key);
    if (inFlight) return inFlight;
    const promise = produce().then(
      (value) => {
        this.#bodies.set(key, value);
        this.#pending.delete(key);
        return value;
      },
      (error: unknown) => {
        this.#pending.delete(key);
        throw error;
      },
    );
    this.#pending.set(key, promise);
    return promise;
  }
}
