import { describe, expect, it } from 'vitest';
import { auditPeople, legacyAuditDetail } from '#domain/audit-detail.ts';

describe('legacyAuditDetail', () => {
  it('reads the inquiry lines earlier versions wrote', () => {
    expect(legacyAuditDetail('status', 'inquiry', '#3 new → in_progress')).toEqual({ kind: 'inquiry_status', from: 'new', to: 'in_progress' });
    expect(legacyAuditDetail('status', 'inquiry', '#9 not spam → new')).toEqual({ kind: 'inquiry_status', from: 'spam', to: 'new' });
    expect(legacyAuditDetail('update', 'inquiry', '#3 assignee → 3')).toEqual({ kind: 'inquiry_handling', assignee: { id: 3 } });
    expect(legacyAuditDetail('update', 'inquiry', '#3 assignee → none, follow-up → 2026-12-01')).toEqual({ kind: 'inquiry_handling', assignee: null, followUp: '2026-12-01' });
    expect(legacyAuditDetail('update', 'inquiry', '#3 follow-up → none')).toEqual({ kind: 'inquiry_handling', followUp: null });
    expect(legacyAuditDetail('update', 'inquiry', '#3 note')).toEqual({ kind: 'inquiry_note' });
    expect(legacyAuditDetail('update', 'inquiry', '#3 reply e-mailed')).toEqual({ kind: 'inquiry_reply' });
    expect(legacyAuditDetail('delete', 'inquiry', '#7 NB-2026-7KQ4MX erased (consent withdrawn)')).toEqual({ kind: 'inquiry_erased', reference: 'NB-2026-7KQ4MX' });
    expect(legacyAuditDetail('export', 'inquiry', 'CSV: 1 row (limit reached); status=new, service=visa, assignee=4, overdue, search')).toEqual({
      kind: 'inquiry_export', rows: 1, truncated: true, filters: { status: 'new', service: 'visa', assignee: { id: 4 }, overdue: true, search: true },
    });
    expect(legacyAuditDetail('export', 'inquiry', 'CSV: 12 rows; no filter')).toEqual({ kind: 'inquiry_export', rows: 12, truncated: false, filters: {} });
    expect(legacyAuditDetail('export', 'inquiry', 'CSV in the background (#5); assignee=none, from=2026-11-01')).toEqual({
      kind: 'inquiry_export', background: 5, filters: { assignee: 'none', from: '2026-11-01' },
    });
  });

  it('reads the privacy, account and security lines', () => {
    expect(legacyAuditDetail('export', 'privacy', 'privacy request: 2 inquiries exported')).toEqual({ kind: 'privacy_export', inquiries: 2 });
    expect(legacyAuditDetail('delete', 'privacy', 'privacy request: 12 inquiries erased (NB-2026-AAAAAA, NB-2026-BBBBBB +10); 3 notes or replies redacted on 2 other inquiries (NB-2026-CCCCCC, NB-2026-DDDDDD)')).toEqual({
      kind: 'privacy_erase', erased: 12, erasedReferences: ['NB-2026-AAAAAA', 'NB-2026-BBBBBB'], redacted: 3, redactedInquiries: 2, redactedReferences: ['NB-2026-CCCCCC', 'NB-2026-DDDDDD'],
    });
    expect(legacyAuditDetail('delete', 'privacy', 'privacy request: 0 inquiries erased')).toEqual({ kind: 'privacy_erase', erased: 0, erasedReferences: [], redacted: 0, redactedInquiries: 0, redactedReferences: [] });
    expect(legacyAuditDetail('role_change', 'admin', 'kim: editor → owner')).toEqual({ kind: 'role_change', username: 'kim', from: 'editor', to: 'owner' });
    expect(legacyAuditDetail('settings_change', 'settings', '모든 계정에 2단계 인증 필수')).toEqual({ kind: 'two_factor_policy', required: true });
    expect(legacyAuditDetail('two_factor_on', 'admin', '새 인증 앱으로 교체')).toEqual({ kind: 'two_factor_replaced' });
    expect(legacyAuditDetail('recovery_code_used', 'two_factor', '남은 복구 코드 7개')).toEqual({ kind: 'recovery_codes_left', left: 7 });
    expect(legacyAuditDetail('session_revoke', 'admin', '2')).toEqual({ kind: 'sessions_revoked', count: 2 });
    expect(legacyAuditDetail('delete', 'upload', 'media library → trash')).toEqual({ kind: 'media_trash' });
  });

  it('leaves every other line as it was written', () => {
    expect(legacyAuditDetail('update', 'notice', '#3 note')).toBeUndefined();
    expect(legacyAuditDetail('status', 'inquiry', '#3 new → archived')).toBeUndefined();
    expect(legacyAuditDetail('update', 'inquiry', '#3 assignee → kim')).toBeUndefined();
    expect(legacyAuditDetail('export', 'inquiry', 'CSV: 2 rows; colour=red')).toBeUndefined();
    expect(legacyAuditDetail('role_change', 'admin', 'kim: editor → emperor')).toBeUndefined();
    expect(legacyAuditDetail('create', 'notice', '새 공지')).toBeUndefined();
    expect(legacyAuditDetail('login', null, null)).toBeUndefined();
  });
});

describe('auditPeople', () => {
  it('lists the people a detail names, to be looked up by id', () => {
    expect(auditPeople({ kind: 'inquiry_handling', assignee: { id: 3 } })).toEqual([{ id: 3 }]);
    expect(auditPeople({ kind: 'inquiry_handling', assignee: null })).toEqual([]);
    expect(auditPeople({ kind: 'inquiry_export', rows: 1, filters: { assignee: { id: 4, name: 'park' } } })).toEqual([{ id: 4, name: 'park' }]);
    expect(auditPeople({ kind: 'inquiry_export', rows: 1, filters: { assignee: 'none' } })).toEqual([]);
  });
});
