import { afterEach, describe, expect, it } from 'vitest';
import { adminEn } from '#data/admin/app/en.ts';
import { adminId } from '#data/admin/app/id.ts';
import { adminKo } from '#data/admin/app/ko.ts';
import type { AdminStrings } from '#data/admin/app/index.ts';
import { auditDetailText } from '#components/features/admin/auditDetail.ts';
import { auditRows } from '#components/features/admin/dashboard.ts';
import { setAdminFormat } from '#components/features/admin/format.ts';

const labels = (s: AdminStrings) => ({ details: s.dashboard.auditDetails, statuses: s.inquiries.statuses, services: s.inquiries.services, roles: s.roles });
const ko = labels(adminKo);

afterEach(() => setAdminFormat('ko', null));

describe('auditDetailText', () => {
  it('words an inquiry\'s changes in Korean with the app\'s labels and people by name', () => {
    expect(auditDetailText({ kind: 'inquiry_status', from: 'new', to: 'in_progress' }, ko)).toBe('상태: 신규 → 진행 중');
    expect(auditDetailText({ kind: 'inquiry_status', from: 'spam', to: 'new' }, ko)).toBe('상태: 스팸 → 신규');
    expect(auditDetailText({ kind: 'inquiry_handling', assignee: { id: 3, name: 'park' } }, ko)).toBe('담당자: park');
    expect(auditDetailText({ kind: 'inquiry_handling', assignee: null, followUp: '2026-12-01' }, ko)).toBe('담당자: 없음, 후속 조치일: 12월 1일');
    expect(auditDetailText({ kind: 'inquiry_handling', followUp: null }, ko)).toBe('후속 조치일: 없음');
    // An account that is gone keeps the id the line holds.
    expect(auditDetailText({ kind: 'inquiry_handling', assignee: { id: 3 } }, ko)).toBe('담당자: #3');
    expect(auditDetailText({ kind: 'inquiry_note' }, ko)).toBe('내부 메모 남김');
    expect(auditDetailText({ kind: 'inquiry_erased', reference: 'NB-2026-7KQ4MX' }, ko)).toBe('NB-2026-7KQ4MX 삭제 (동의 철회)');
  });

  it('words exports with their filters, never an id where a name is known', () => {
    expect(auditDetailText({ kind: 'inquiry_export', rows: 1200, truncated: false, filters: {} }, ko)).toBe('CSV 1,200건 · 조건: 조건 없음');
    expect(auditDetailText({ kind: 'inquiry_export', rows: 10_000, truncated: true, filters: { status: 'new', service: 'visa', assignee: { id: 4, name: 'park' }, locale: 'zh', overdue: true, search: true } }, ko))
      .toBe('CSV 10,000건 (한도에서 끊김) · 조건: 상태: 신규, 관심 서비스: 비자·체류 허가, 담당: park, 문의 언어: 简体中文, 후속 조치일 지남, 검색어');
    expect(auditDetailText({ kind: 'inquiry_export', background: 5, filters: { assignee: 'none' } }, ko)).toBe('대용량 CSV 준비 (#5) · 조건: 담당: 없음');
  });

  it('words the privacy, account and security lines', () => {
    expect(auditDetailText({ kind: 'privacy_erase', erased: 12, erasedReferences: ['NB-2026-AAAAAA', 'NB-2026-BBBBBB'], redacted: 3, redactedInquiries: 2, redactedReferences: ['NB-2026-CCCCCC', 'NB-2026-DDDDDD'] }, ko))
      .toBe('개인정보 요청: 문의 12건 삭제 (NB-2026-AAAAAA, NB-2026-BBBBBB 외 10건); 다른 문의 2건의 메모·회신 3개 가림 (NB-2026-CCCCCC, NB-2026-DDDDDD)');
    expect(auditDetailText({ kind: 'role_change', username: 'kim', from: 'editor', to: 'owner' }, ko)).toBe('kim: 편집자 → 소유자');
    expect(auditDetailText({ kind: 'two_factor_policy', required: true }, ko)).toBe('모든 계정에 2단계 인증 필수');
    expect(auditDetailText({ kind: 'recovery_codes_left', left: 7 }, ko)).toBe('남은 복구 코드 7개');
  });

  it('follows the reader\'s language', () => {
    setAdminFormat('en', null);
    expect(auditDetailText({ kind: 'inquiry_status', from: 'new', to: 'in_progress' }, labels(adminEn))).toBe('Status: New → In progress');
    expect(auditDetailText({ kind: 'inquiry_handling', assignee: { id: 3, name: 'park' }, followUp: '2026-12-01' }, labels(adminEn))).toBe('Assignee: park, Follow-up day: Dec 1');
    setAdminFormat('id', null);
    expect(auditDetailText({ kind: 'inquiry_status', from: 'new', to: 'done' }, labels(adminId))).toBe(`Status: ${adminId.inquiries.statuses.new} → ${adminId.inquiries.statuses.done}`);
    expect(auditDetailText({ kind: 'role_change', username: 'kim', from: 'staff', to: 'editor' }, labels(adminId))).toBe(`kim: ${adminId.roles.staff} → ${adminId.roles.editor}`);
  });
});

describe('auditRows', () => {
  it('shows the worded details, and the summary as written where a line has none or a kind this app does not know', () => {
    const entry = { id: 1, createdAt: '2026-11-22T01:00:00Z', username: 'kim', action: 'status', entity: 'inquiry', entityId: '3', summary: '#3 new → in_progress' };
    const strings = { ...ko, actions: adminKo.dashboard.actions, entities: adminKo.dashboard.entities };
    const rows = auditRows([
      { ...entry, details: { kind: 'inquiry_status', from: 'new', to: 'in_progress' } },
      { ...entry, id: 2, details: null },
      { ...entry, id: 3, details: { kind: 'from_a_newer_server' } as never },
    ], strings);
    expect(rows.map((row) => row.summary)).toEqual(['상태: 신규 → 진행 중', '#3 new → in_progress', '#3 new → in_progress']);
    expect(rows[0]).toMatchObject({ action: '상태 변경', entity: '문의 #3' });
  });
});
