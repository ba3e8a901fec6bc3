import type { Config } from '@netlify/functions';
import { listActiveSessions, revokeAdminSessions } from '#db/repositories/admin-sessions.ts';
import { recordAudit } from './_shared/admin/audit.ts';
import { adminJson, adminRoute } from './_shared/admin/route.ts';

/**
 * GET /api/admin/sessions: the signed-in administrator's own sessions that are still good,
 * `{ sessions: [{ id, current, userAgent, place, ip, createdAt, lastSeenAt }] }`, most recently used
 * first. DELETE: signs out every other session (`{ revoked }`), keeping this one.
 */
export default adminRoute('admin-sessions', {
  async GET({ db, admin }) {
    const rows = await listActiveSessions(db, admin.id);
    return adminJson({
      sessions: rows.map((row) => ({
        id: row.id,
        current: row.id === admin.sessionId,
        userAgent: row.user_agent,
        place: row.place,
        ip: row.ip,
        createdAt: row.created_at.toISOString(),
        lastSeenAt: row.last_seen_at.toISOString(),
      })),
    });
  },
  async DELETE({ db, admin, ip }) {
    const revoked = await revokeAdminSessions(db, admin.id, admin.sessionId);
    if (revoked > 0) await recordAudit(db, { admin, action: 'session_revoke', entity: 'admin', entityId: admin.id, summary: `${revoked}`, details: { kind: 'sessions_revoked', count: revoked }, ip });
    return adminJson({ revoked });
  },
});

export const config: Config = { path: '/api/admin/sessions' };
