import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { auditActions } from '#domain/audit-action.ts';
import { findAudit } from './_shared/admin/audit.ts';
import { adminJson, adminRoute, fieldErrors } from './_shared/admin/route.ts';

const AuditFilter = v.object({
  action: v.optional(v.picklist(auditActions, '알 수 없는 작업입니다.')),
  username: v.optional(v.pipe(v.string(), v.maxLength(50, '관리자 이름은 50자 이하입니다.'))),
  before: v.optional(v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, '잘못된 페이지입니다.'), v.transform(Number))),
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
