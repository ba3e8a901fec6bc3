import type { Config } from '@netlify/functions';
import { moveSamplesToTrash, readLaunchReadiness } from './_shared/admin/launch-readiness.ts';
import { adminJson, adminRoute, notFound } from './_shared/admin/route.ts';

/**
 * GET /api/admin/launch-readiness (owners and editors): the dashboard's "before launch" panel,
 * `LaunchReadiness` (src/domain/launch-readiness.ts): the seed's sample notices, FAQs and stories
 * (edited ones flagged), the firm facts at their first-run values and the placeholder pictures.
 * POST /api/admin/launch-readiness/samples-to-trash: moves the untouched samples to the trash
 * (restorable there), audited, rebuild requested; answers the counts moved and the panel as it is now.
 */
export default adminRoute('admin-launch-readiness', {
  GET: async ({ db }) => adminJson(await readLaunchReadiness(db)),
  POST: async (ctx) => {
    if (!ctx.url.pathname.replace(/\/$/, '').endsWith('/samples-to-trash')) return notFound();
    const moved = await moveSamplesToTrash(ctx);
    return adminJson({ moved, readiness: await readLaunchReadiness(ctx.db) });
  },
});

export const config: Config = { path: ['/api/admin/launch-readiness', '/api/admin/launch-readiness/samples-to-trash'] };
