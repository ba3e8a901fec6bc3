/**
 * Sends a file of the built site: content type, default cache policy, strong ETag with 304,
 * br/gzip from the compressed-body cache, HEAD, then the `[[headers]]` rules on top.
 */
import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { defaultCacheControl, etagMatches } from './cache-policy.ts';
import { negotiateEncoding } from './encoding-negotiation.ts';
import type { SiteFile, SiteFiles } from './site-files.ts';
import { applyRuleHeaders, type RuleHeaders } from './small-responses.ts';

export interface StaticFileResponse {
  req: IncomingMessage;
  res: ServerResponse;
  files: SiteFiles;
  file: SiteFile;
  status: number;
  /** The requested (decoded) path: it decides the cache policy, as rules are matched on it too. */
  path: string;
  ruleHeaders: RuleHeaders;
}

export async function sendStaticFile({ req, res, files, file, status, path, ruleHeaders }: StaticFileResponse): Promise<void> {
  const body = await files.body(file);
  const encoding = file.compressible && body ? negotiateEncoding(req.headers['accept-encoding']) : 'identity';
  const baseTag = await files.etag(file);
  // Each representation needs its own strong validator; the suffix sits inside the quotes.
  const etag = encoding === 'identity' ? baseTag : `${baseTag.slice(0, -1)}-${encoding}"`;

  res.statusCode = status;
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Cache-Control', defaultCacheControl(path, status));
  if (file.compressible) res.setHeader('Vary', 'Accept-Encoding');
  if (status === 200) res.setHeader('ETag', etag);
  applyRuleHeaders(res, ruleHeaders);

  if (status === 200 && etagMatches(req.headers['if-none-match'], etag)) {
    res.statusCode = 304;
    res.removeHeader('Content-Type');
    res.end();
    return;
  }
  const payload = encoding === 'identity' ? body : await files.encoded(file, encoding);
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', payload ? payload.length : file.size);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  if (payload) {
    res.end(payload);
    return;
  }
  try {
    await pipeline(createReadStream(file.absPath), res); // too large to buffer: stream from disk
  } catch (error) {
    if (!res.destroyed) throw error; // a client that went away is not a server failure
  }
}
