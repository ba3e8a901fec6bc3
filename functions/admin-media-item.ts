import type { Config } from '@netlify/functions';
import { MediaAltInput, removeMedia, restoreMedia, saveMediaAlt } from './_shared/admin/content/media.ts';
import { t } from './_shared/admin/messages/index.ts';
import { allowedVersions, itemJson, preconditionFailed, requireIfMatch } from './_shared/admin/preconditions.ts';
import { adminJson, adminRoute, notFound } from './_shared/admin/route.ts';
import { validateBody } from './_shared/admin/validation.ts';
import { errorResponse } from './_shared/http.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const uploadId = (value: string | undefined) => (value && UUID.test(value) ? value : undefined);

/**
 * PUT /api/admin/media/:id `{ alt: { ko, en?, id?, zh?, ja? } }` with If-Match (the item's
 * `"v<version>"`): `{ ok: true, version }` and the new ETag; 428 without If-Match, 412 with the image's
 * alt text and version as they are now when someone saved meanwhile; 400 with field errors (`alt.ko`
 * missing, any too long). DELETE: `{ ok: true }`, the image moved to the media trash (kept and
 * served, restorable for 30 days); 409 `{ error, usages }` while anything uses it (nothing moved).
 * POST /api/admin/media/:id/restore: `{ ok: true }`, back out of the trash. 404 for an unknown
 * image (or, for PUT and DELETE, one in the trash; for restore, one not in it).
 */
export default adminRoute('admin-media-item', {
  PUT: async ({ req, params, body, db, admin, ip }) => {
    const id = uploadId(params.id);
    if (!id) return notFound();
    const precondition = requireIfMatch(req);
    if (!precondition.ok) return precondition.response;
    const input = validateBody(MediaAltInput, body);
    if (!input.ok) return input.response;
    const saved = await saveMediaAlt(db, { admin, ip }, id, input.value.alt, allowedVersions(precondition.ifMatch));
    if (saved.ok) return itemJson({ ok: true, version: saved.version }, saved.version);
    return saved.reason === 'stale' ? preconditionFailed(saved.current, saved.current.version) : notFound();
  },
  DELETE: async ({ params, db, admin, ip }) => {
    const id = uploadId(params.id);
    if (!id) return notFound();
    const removed = await removeMedia(db, { admin, ip }, id);
    if (removed.ok) return adminJson({ ok: true });
    return removed.reason === 'used' ? errorResponse(409, t().imageInUse, { usages: removed.usages }) : notFound();
  },
  POST: async ({ url, params, db, admin, ip }) => {
    const id = uploadId(params.id);
    if (!id || !url.pathname.replace(/\/$/, '').endsWith('/restore')) return notFound();
    return (await restoreMedia(db, { admin, ip }, id)) ? adminJson({ ok: true }) : notFound();
  },
});

export const config: Config = { path: ['/api/admin/media/:id', '/api/admin/media/:id/restore'] };
