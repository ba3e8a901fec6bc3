import type { Config } from '@netlify/functions';
import { draftHandlers } from './_shared/admin/content/drafts.ts';
import { CONTENT_BODY_LIMIT } from './_shared/admin/content/routes.ts';
import { adminRoute } from './_shared/admin/route.ts';

/**
 * Drafts of notices, FAQs and CSR stories (kind: notices, faqs, csr-posts): POST /api/admin/drafts/:kind
 * saves a new item as a draft only; PUT …/:kind/:id with If-Match saves an item's draft (the live item
 * unchanged), DELETE discards it; POST …/:id/preview answers a preview link token of the draft as
 * saved now, valid 24 hours or until that draft is saved again, published or discarded.
 * Publishing is the item's own PUT. See functions/_shared/admin/README.md.
 */
export default adminRoute('admin-drafts', draftHandlers, { maxBodyBytes: CONTENT_BODY_LIMIT });

export const config: Config = { path: ['/api/admin/drafts/:kind', '/api/admin/drafts/:kind/:id', '/api/admin/drafts/:kind/:id/preview'] };
