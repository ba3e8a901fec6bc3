import { randomUUID } from 'node:crypto';
import type { Config } from '@netlify/functions';
import { addUploadAltIfMissing, insertUploadOnce } from '#db/repositories/uploads.ts';
import { ALT_MAX } from '#domain/media/alt.ts';
import { responsiveUpload, uploadUrl, variantUrl } from '#domain/uploads.ts';
import { isLocale, type Locale } from '#i18n/locales.ts';
import { recordAudit } from './_shared/admin/audit.ts';
import { processImage, WEBP_MAX_SIDE } from './_shared/admin/content/images.ts';
import { adminJson, adminRoute } from './_shared/admin/route.ts';
import { mediaType } from './_shared/admin/request-guards.ts';
import { errorResponse } from './_shared/http.ts';
import { t } from './_shared/admin/messages/index.ts';

/**
 * POST /api/admin/uploads: raw image bytes (png, jpeg, webp, gif; at most UPLOAD_MAX_BYTES, 4.5 MB,
 * what Netlify can carry: checked by the wrapper, 413 naming the limit). The image is resized to at most 1600 px wide and stored once as WebP (the same image
 * uploaded again gives the same URL), with its smaller copies for `srcset` (480, 960, 1440 px wide,
 * those narrower than the image); answers 201 `{ url, width, height, variants: [{ url, width, height }], srcset }`.
 * An optional `?name=` is the file's own name, which the media library shows (the first upload of the bytes keeps its name);
 * `?alt=…&lang=ko` the alt text the editor's image form was given, kept as the library's alt text
 * in that locale when the image has none there yet (an upload never overwrites what the library says).
 */
/** The `name` parameter without any folder part, at most 200 characters; null when absent or blank. */
function fileNameOf(url: URL): string | null {
  const name = (url.searchParams.get('name') ?? '').split(/[\\/]/).pop()!.trim().slice(0, 200);
  return name === '' ? null : name;
}

/** The `alt` and `lang` parameters, when both are usable: a public locale and a non-blank text (cut to ALT_MAX). */
function altOf(url: URL): { locale: Locale; text: string } | undefined {
  const locale = url.searchParams.get('lang');
  const text = (url.searchParams.get('alt') ?? '').trim().slice(0, ALT_MAX);
  return isLocale(locale) && text !== '' ? { locale, text } : undefined;
}

export default adminRoute(
  'admin-uploads',
  {
    async POST({ req, url: requestUrl, body, db, admin, ip }) {
      if (!(body instanceof Uint8Array) || body.byteLength === 0) return errorResponse(400, t().imageEmpty);
      const image = await processImage(body, mediaType(req));
      if (!image.ok) {
        if (image.reason === 'too-large') return errorResponse(413, t().imageTooLarge);
        if (image.reason === 'too-tall') return errorResponse(422, t().imageTooTall(`${image.width} × ${image.height}`, WEBP_MAX_SIDE.toLocaleString('en')), { maxSide: WEBP_MAX_SIDE });
        return errorResponse(415, image.reason === 'unsupported' ? t().imageType : t().imageUnreadable);
      }
      const stored = await insertUploadOnce(db, { id: randomUUID(), contentType: 'image/webp', width: image.width, height: image.height, sha256: image.sha256, bytes: image.bytes, createdBy: admin.id, variants: image.variants, fileName: fileNameOf(requestUrl) });
      const url = uploadUrl(stored.id);
      const alt = altOf(requestUrl);
      if (alt) await addUploadAltIfMissing(db, stored.id, alt.locale, alt.text);
      if (stored.created) await recordAudit(db, { admin, action: 'upload', entity: 'upload', entityId: stored.id, summary: `${stored.width}x${stored.height} WebP`, ip });
      const variants = stored.variants.map((v) => ({ url: variantUrl(stored.id, v.width), width: v.width, height: v.height }));
      const { srcset } = responsiveUpload(stored.id, stored, stored.variants);
      return adminJson({ url, width: stored.width, height: stored.height, variants, srcset }, 201);
    },
  },
  { accept: 'image' },
);

export const config: Config = { path: '/api/admin/uploads' };
