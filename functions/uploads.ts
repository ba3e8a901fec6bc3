import type { Config, Context } from '@netlify/functions';
import { getDb } from '#db/client.ts';
import { findUpload } from '#db/repositories/uploads.ts';
import { errorResponse, guarded, methodNotAllowed, SECURITY_HEADERS } from './_shared/http.ts';

const FILE_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.webp$/;

/**
 * GET /api/uploads/:file: an uploaded image (`<uuid>.webp`). Its URL never changes content, so it is
 * cached for a year everywhere; unknown and malformed names are 404.
 */
export default async function uploads(req: Request, context: Context): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(['GET', 'HEAD']);
  const file = context?.params?.file ?? new URL(req.url).pathname.replace(/^\/api\/uploads\//, '');
  const id = FILE_NAME.exec(file)?.[1];
  if (!id) return errorResponse(404, 'Not Found');
  return guarded('uploads', async () => {
    const upload = await findUpload(getDb(), id);
    if (!upload) return errorResponse(404, 'Not Found');
    const etag = `"${upload.sha256.slice(0, 32)}"`;
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
