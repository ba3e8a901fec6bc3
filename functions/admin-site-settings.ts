import type { Config } from '@netlify/functions';
import { allowedVersions, itemJson, preconditionFailed, requireIfMatch } from './_shared/admin/preconditions.ts';
import { adminRoute, fieldErrors } from './_shared/admin/route.ts';
import { saveContactChannels } from './_shared/admin/site-settings/contact.ts';
import { loadContactChannels } from './_shared/site-contact.ts';

/**
 * GET /api/admin/site-settings/contact: `{ contact }` (the firm's channels, the defaults until it sets
 * them) with its ETag. PUT `{ contact }` with If-Match (428 without, 412 with the current ones and their
 * version when someone saved in between, 400 with field errors): stores them and starts the rebuild that
 * publishes them on the footer and the contact pages.
 */
export default adminRoute('admin-site-settings', {
  async GET({ db }) {
    const { contact, version } = await loadContactChannels(db);
    return itemJson({ contact }, version);
  },
  async PUT({ req, body, db, admin, ip }) {
    const precondition = requireIfMatch(req);
    if (!precondition.ok) return precondition.response;
    const input = body !== null && typeof body === 'object' ? (body as { contact?: unknown }).contact : undefined;
    const saved = await saveContactChannels(db, { admin, ip }, input, allowedVersions(precondition.ifMatch));
    if (saved.ok) return itemJson({ contact: saved.contact }, saved.version);
    if ('fields' in saved) return fieldErrors(saved.fields);
    const current = await loadContactChannels(db);
    return preconditionFailed({ contact: current.contact, version: current.version }, current.version);
  },
});

export const config: Config = { path: '/api/admin/site-settings/contact' };
