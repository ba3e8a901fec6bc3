import type { Config } from '@netlify/functions';
import { MediaAltInput, removeMedia, saveMediaAlt } from './_shared/admin/content/media.ts';
import { t } from './_shared/admin/messages/index.ts';
import { adminJson, adminRoute, notFound } from './_shared/admin/route.ts';
import { validateBody } from './_shared/admin/validation.ts';
import { errorResponse } from './_shared/http.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const uploadId = (value: string | undefined) => (value && UUID.test(value) ? value : undefined);

/**
 * PUT /api/admin/media/:id `{ alt: { ko, en?, id?, zh?, ja? } }`: `{ ok: true }`; 400 with field
 * errors (`alt.ko` missing, any too long). DELETE: `{ ok: true }`, the image and its bytes gone for
 * good; 409 `{ error, usages }` while anything uses it (nothing deleted). 404 for an unknown image.
 */
export default adminRoute('admin-media-item', {
  PUT: async ({ params, body, db, admin, ip }) => {
    const id = uploadId(params.id);
    if (!id) return notFound();
    const input = validateBody(MediaAltInput, body);
    if (!input.ok) return input.response;
    return (await saveMediaAlt(db, { admin, ip }, id, input.value.alt)) ? adminJson({ ok: true }) : notFound();
  },
  DELETE: async ({ params, db, admin, ip }) => {
    const id = uploadId(params.id);
    if (!id) return notFound();
    const removed = await removeMedia(db, { admin, ip }, id);
    if (removed.ok) return adminJson({ ok: true });
    return removed.reason === 'used' ? errorResponse(409, t().imageInUse, { usages: removed.usages }) : notFound();
  },
});

export const config: Config = { path: '/api/admin/media/:id' };
