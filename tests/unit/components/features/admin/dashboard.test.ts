import { describe, expect, it } from 'vitest';
import { adminKo } from '#data/admin/app/ko.ts';
import { auditRows } from '#components/features/admin/dashboard.ts';
import { formatDateTime } from '#components/features/admin/format.ts';

describe('auditRows', () => {
  it('shows time, username, Korean action, entity with its id, and summary', () => {
    const rows = auditRows(
      [
        { id: 1, createdAt: '2026-11-22T01:00:00Z', username: 'admin', action: 'create', entity: 'notice', entityId: '12', summary: '새 공지', details: null },
        { id: 2, createdAt: '2026-11-22T02:00:00Z', username: 'admin', action: 'login', entity: null, entityId: null, summary: null, details: null },
        { id: 3, createdAt: '2026-11-22T03:00:00Z', username: 'x', action: 'something_new', entity: 'widget', entityId: null, summary: 's', details: null },
      ],
      { ...adminKo.dashboard, details: adminKo.dashboard.auditDetails, statuses: adminKo.inquiries.statuses, services: adminKo.inquiries.services, roles: adminKo.roles },
    );
    expect(rows[0]).toEqual({ id: 1, time: formatDateTime('2026-11-22T01:00:00Z'), username: 'admin', action: '생성', entity: '공지사항 #12', summary: '새 공지' });
    expect(rows[1]).toMatchObject({ action: '로그인', entity: '', summary: '' });
    expect(rows[2]).toMatchObject({ action: 'something_new', entity: 'widget' });
  });
});
