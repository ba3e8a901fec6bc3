import type { Config, Context } from '@netlify/functions';
import { getDb } from '#db/client.ts';
import { findUpload, findUploadVariant } from '#db/repositories/uploads.ts';
import { parseUploadFile } from '#domain/uploads.ts';
import { errorResponse, guarded, methodNotAllowed, SECURITY_HEADERS } from './_shared/http.ts';

/**
 * GET /api/uploads/:file: an uploaded image (`<uuid>.webp`) or one of its smaller copies
 * (`<uuid>-<width>.webp`). Its URL never changes content, so it is cached for a year everywhere;
 * unknown and malformed names are 404.
 */
export default async function uploads(req: Request, context: Context): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(['GET', 'HEAD']);
  const file = context?.params?.file ?? new URL(req.url).pathname.replace(/^\/api\/uploads\//, '');
  const name = parseUploadFile(file);
  if (!name) return errorResponse(404, 'Not Found');
  return guarded('uploads', async () => {
    const upload = name.width === undefined ? await findUpload(getDb(), name.id) : await findUploadVariant(getDb(), name.id, name.width);
    if (!upload) return errorResponse(404, 'Not Found');
    const etag = `"${upload.sha256.slice(0, 32)}${name.width === undefined ? '' : `-${name.width}`}"`;
    const headers: Record<string, string> = {
      ...SECURITY_HEADERS,
      // Shown by the site's own pages (same origin) and only as an image.
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Content-Type': upload.content_type,
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: etag,
    };
    const inm = req.headers.get('if-none-match');
    if (inm?.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return new Response(null, { status: 304, headers });
    return new Response(req.method === 'HEAD' ? null : new Uint8Array(upload.bytes), { status: 200, headers: { ...headers, 'Content-Length': String(upload.byte_length) } });
  });
}

export const config: Config = { path: '/api/uploads/:file' };
