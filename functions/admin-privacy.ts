import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { findHeldInquiries, planErasure } from '#db/repositories/inquiries/privacy.ts';
import type { PrivacyReport } from '#domain/inquiry/privacy.ts';
import { recordAudit } from './_shared/admin/audit.ts';
import { erasePerson } from './_shared/admin/inquiries/service.ts';
import { adminJson, adminRoute, fieldErrors } from './_shared/admin/route.ts';
import { AdminEmail } from './_shared/admin/validation.ts';
import { CACHE, SECURITY_HEADERS } from './_shared/http.ts';

function emailOf(url: URL): { ok: true; email: string } | { ok: false; response: Response } {
  const parsed = v.safeParse(AdminEmail, url.searchParams.get('email') ?? '');
  return parsed.success ? { ok: true, email: parsed.output } : { ok: false, response: fieldErrors({ email: parsed.issues[0].message }) };
}

/**
 * A person's privacy request, by their e-mail address (ignoring case):
 * GET /api/admin/privacy?email=: `PrivacyReport`, everything held (nothing without an address) (inquiries in every status, spam
 * included, with consent, e-mail log and history); `&download=1` as a JSON attachment to hand over;
 * `&erasure=preview`: `ErasurePlan`, what DELETE would erase and redact, changing nothing.
 * DELETE /api/admin/privacy?email=: erases all of it and redacts the person on other inquiries
 * (`ErasureResult`). The audit log never holds the address nor anything computed from it.
 */
export default adminRoute('admin-privacy', {
  GET: async ({ url, db, admin, ip }) => {
    // Nothing asked yet: nothing shown (the screen's first state).
    if (!url.searchParams.get('email')) return adminJson({ email: '', inquiries: [] } satisfies PrivacyReport);
    const input = emailOf(url);
    if (!input.ok) return input.response;
    if (url.searchParams.get('erasure') === 'preview') return adminJson(await planErasure(db, input.email));
    const report: PrivacyReport = { email: input.email, inquiries: await findHeldInquiries(db, input.email) };
    if (url.searchParams.get('download') !== '1') return adminJson(report);
    await recordAudit(db, { admin, action: 'export', entity: 'privacy', summary: `privacy request: ${report.inquiries.length} inquiries exported`, details: { kind: 'privacy_export', inquiries: report.inquiries.length }, ip });
    return new Response(JSON.stringify(report, null, 2), {
      headers: {
        ...SECURITY_HEADERS,
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="privacy-request-${new Date().toISOString().slice(0, 10)}.json"`,
        'Cache-Control': CACHE.none,
      },
    });
  },
  DELETE: async ({ url, db, admin, ip }) => {
    const input = emailOf(url);
    if (!input.ok) return input.response;
    return adminJson(await erasePerson(db, { admin, ip }, input.email));
  },
});

export const config: Config = { path: '/api/admin/privacy' };
