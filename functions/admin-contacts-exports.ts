import type { Config } from '@netlify/functions';
import { findExport, listExports, readExportPart } from '#db/repositories/inquiries/exports.ts';
import { CACHE, SECURITY_HEADERS } from './_shared/http.ts';
import { adminJson, adminRoute, fieldErrors, notFound } from './_shared/admin/route.ts';
import { parseId } from '#domain/ids.ts';
import { REQUEST_BUDGET_MS, requestExport, runExports } from './_shared/admin/inquiries/background-export.ts';
import { exportFileName } from './_shared/admin/inquiries/export.ts';

/**
 * Exports of any size, prepared in the background (_shared/admin/inquiries/background-export.ts):
 * - POST /api/admin/contacts/exports?status=&q=…: queues an export of what those filters select and
 *   starts it after the answer (for REQUEST_BUDGET_MS; the scheduled function continues a larger one);
 *   202 with the job (`ExportJob`, src/domain/inquiry/export-job.ts).
 * - GET /api/admin/contacts/exports: one's own exports that have not expired, newest first.
 * - GET /api/admin/contacts/exports/:id: the job, its rows and parts (one's own only; 404 otherwise).
 * - GET /api/admin/contacts/exports/:id/parts/:part: that part as a CSV download, once ready.
 */
export default adminRoute('admin-contacts-exports', {
  POST: async ({ url, db, admin, ip, waitUntil }) => {
    const requested = await requestExport(db, { admin, ip }, url.searchParams, { locale: admin.locale, timeZone: admin.timeZone });
    if (!requested.ok) return fieldErrors(requested.fields);
    // Within the request's 60 s: what is left then, the scheduled function continues.
    waitUntil(runExports(db, { id: requested.id, budgetMs: REQUEST_BUDGET_MS }));
    return adminJson(await findExport(db, requested.id, admin.id), 202);
  },
  GET: async ({ params, db, admin }) => {
    if (params.id === undefined) return adminJson(await listExports(db, admin.id));
    const id = parseId(params.id);
    if (id === undefined) return notFound();
    if (params.part === undefined) {
      const job = await findExport(db, id, admin.id);
      return job ? adminJson(job) : notFound();
    }
    const part = parseId(params.part);
    const content = part === undefined ? undefined : await readExportPart(db, id, admin.id, part);
    if (content === undefined) return notFound();
    const name = exportFileName(new Date(), admin.timeZone).replace(/\.csv$/, `-${id}-${part}.csv`);
    return new Response(content, {
      headers: { ...SECURITY_HEADERS, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}"`, 'Cache-Control': CACHE.none },
    });
  },
});

export const config: Config = { path: ['/api/admin/contacts/exports', '/api/admin/contacts/exports/:id', '/api/admin/contacts/exports/:id/parts/:part'] };
