/**
 * Public, cacheable JSON for the content API: a strong ETag over the body, 304 on a matching
 * If-None-Match, HEAD without a body. Browsers revalidate every time (an admin edit shows on the next
 * request; an unchanged answer costs a 304), and `cdn` adds Netlify's CDN directive when a short
 * shared cache is wanted (the FAQ list: the spec's "fresh for 5 minutes").
 */
import { createHash } from 'node:crypto';
import { CACHE, json } from './http.ts';

export function publicJson(req: Request, body: unknown, { cdn, tag }: { cdn?: string; tag?: string } = {}): Response {
  const text = JSON.stringify(body);
  const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
  const headers: Record<string, string> = { ETag: etag, Vary: 'Accept-Encoding' };
  if (cdn) headers['Netlify-CDN-Cache-Control'] = cdn;
  if (tag) headers['Netlify-Cache-Tag'] = tag;
  const inm = req.headers.get('if-none-match');
  const matched = inm?.split(',').some((t) => t.trim().replace(/^W\//, '') === etag || t.trim() === '*');
  const response = json(body, { cache: CACHE.revalidate, headers });
  if (matched) return new Response(null, { status: 304, headers: response.headers });
  if (req.method === 'HEAD') return new Response(null, { status: 200, headers: response.headers });
  return response;
}
