import type { Config } from '@netlify/functions';
import { deleteExports } from '#db/repositories/inquiries/exports.ts';
import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { eraseHeldInquiries, findHeldInquiries } from '#db/repositories/inquiries/privacy.ts';
import type { PrivacyReport } from '#domain/inquiry/privacy.ts';
import { recordAudit } from './_shared/admin/audit.ts';
import { adminJson, adminRoute, fieldErrors } from './_shared/admin/route.ts';
import { AdminEmail } from './_shared/admin/validation.ts';
import { CACHE, SECURITY_HEADERS } from './_shared/http.ts';

/** What the audit log keeps of an erased address: a hash, so the log itself holds no personal data. */
export function addressHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16);
}

function emailOf(url: URL): { ok: true; email: string } | { ok: false; response: Response } {
  const parsed = v.safeParse(AdminEmail, url.searchParams.get('email') ?? '');
  return parsed.success ? { ok: true, email: parsed.output } : { ok: false, response: fieldErrors({ email: parsed.issues[0].message }) };
}

/**
 * A person's privacy request, by their e-mail address (ignoring case):
 * GET /api/admin/privacy?email=: `PrivacyReport`, everything held (nothing without an address) (inquiries in every status, spam
 * included, with consent, e-mail log and history); `&download=1` as a JSON attachment to hand over.
 * DELETE /api/admin/privacy?email=: erases all of it (`{ erased }`). Both are audited with a hash of
 * the address, never the address.
 */
export default adminRoute('admin-privacy', {
  GET: async ({ url, db, admin, ip }) => {
    // Nothing asked yet: nothing shown (the screen's first state).
    if (!url.searchParams.get('email')) return adminJson({ email: '', inquiries: [] } satisfies PrivacyReport);
    const input = emailOf(url);
    if (!input.ok) return input.response;
    const report: PrivacyReport = { email: input.email, inquiries: await findHeldInquiries(db, input.email) };
    if (url.searchParams.get('download') !== '1') return adminJson(report);
    await recordAudit(db, { admin, action: 'export', entity: 'privacy', summary: `address ${addressHash(input.email)}: ${report.inquiries.length} inquiries`, ip });
    return new Response(JSON.stringify(report, null, 2), {
      headers: {
        ...SECURITY_HEADERS,
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="privacy-${addressHash(input.email)}.json"`,
        'Cache-Control': CACHE.none,
      },
    });
  },
  DELETE: async ({ url, db, admin, ip }) => {
    const input = emailOf(url);
    if (!input.ok) return input.response;
    const erased = await eraseHeldInquiries(db, input.email);
    // A prepared export may hold what was just erased: it goes too (whoever asked can prepare it again).
    if (erased > 0) await deleteExports(db, { all: true });
    await recordAudit(db, { admin, action: 'delete', entity: 'privacy', summary: `address ${addressHash(input.email)}: ${erased} inquiries erased (privacy request)`, ip });
    return adminJson({ erased });
  },
});

export const config: Config = { path: '/api/admin/privacy' };
