import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { auditActions } from '#domain/audit-action.ts';
import { findAudit } from './_shared/admin/audit.ts';
import { adminJson, adminRoute, fieldErrors } from './_shared/admin/route.ts';
import { says } from './_shared/admin/messages/index.ts';

const AuditFilter = v.object({
  action: v.optional(v.picklist(auditActions, says((m) => m.unknownAction))),
  username: v.optional(v.pipe(v.string(), v.maxLength(50, says((m) => m.adminNameTooLong)))),
  before: v.optional(v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, says((m) => m.badPage)), v.transform(Number))),
});

/**
 * GET /api/admin/audit?action=&username=&before= (owners): the audit log newest first, 50 a page,
 * filtered by action and administrator: `{ entries: AuditEntry[], next }` (`next`: the `before` of
 * the next page, null at the end). An unknown action or a malformed page is 400 naming the field.
 */
export default adminRoute('admin-audit', {
  async GET({ url, db }) {
    const given = Object.fromEntries([...url.searchParams].filter(([, value]) => value !== ''));
    const parsed = v.safeParse(AuditFilter, given);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.issues) fields[String(issue.path?.[0]?.key ?? '_')] ??= issue.message;
      return fieldErrors(fields);
    }
    const { action, username, before } = parsed.output;
    return adminJson(await findAudit(db, { action, username, beforeId: before }));
  },
});

export const config: Config = { path: '/api/admin/audit' };
