import { NO_SOURCE } from '#domain/inquiry/source.ts';
import { describe, expect, it } from 'vitest';
import { adminKo } from '#data/admin/app/ko.ts';
import { fill } from '#data/admin/app/index.ts';
import { auditRows } from '#components/features/admin/dashboard.ts';
import { formatDateTime, labelOf } from '#components/features/admin/format.ts';
import { telHref } from '#domain/phone.ts';
import { afterChange, filterQuery, inView, isFiltered, isInquiryStatus, NO_FILTERS, replaceInquiry, withoutInquiry, type Inquiry } from '#components/features/admin/inquiries.ts';
import { validateLogin } from '#components/features/admin/login.ts';
import { linkedItem, namedTab, TAB_IDS, tabFromHash, tabIndexForKey } from '#components/features/admin/tabs.ts';

describe('tabs', () => {
  it('are the spec\'s five, the visitors after the dashboard, the media library beside the content, the pages, the owners\' accounts and one\'s own account, in order', () => {
    expect(TAB_IDS).toEqual(['dashboard', 'visitors', 'notices', 'faqs', 'csr', 'media', 'pages', 'inquiries', 'site', 'accounts', 'account']);
    expect(TAB_IDS.map((id) => adminKo.tabs[id])).toEqual(['대시보드', '방문자', '공지사항', 'FAQ', 'CSR', '미디어', '페이지', '문의', '사이트 설정', '계정', '내 계정']);
  });

  it('reads the tab from the hash, the dashboard otherwise', () => {
    expect(tabFromHash('#inquiries')).toBe('inquiries');
    expect(tabFromHash('csr')).toBe('csr');
    expect(tabFromHash('')).toBe('dashboard');
    expect(tabFromHash('#main')).toBe('dashboard');
    expect(tabFromHash('#toString')).toBe('dashboard');
    expect(namedTab('#faqs')).toBe('faqs');
    expect(namedTab('#main')).toBeUndefined();
  });

  it('reads an item link (#notices/12): its tab, and the id in that tab only', () => {
    expect(tabFromHash('#notices/12')).toBe('notices');
    expect(linkedItem('#notices/12', 'notices')).toBe(12);
    expect(linkedItem('#notices/12', 'faqs')).toBeUndefined();
    for (const hash of ['#notices', '#notices/', '#notices/0', '#notices/12x', '#notices/-1', '#csr/12/3']) expect(linkedItem(hash, 'notices')).toBeUndefined();
  });

  it('moves with arrows (wrapping), Home and End, and ignores other keys', () => {
    expect(tabIndexForKey('ArrowRight', 0, 5)).toBe(1);
    expect(tabIndexForKey('ArrowRight', 4, 5)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 0, 5)).toBe(4);
    expect(tabIndexForKey('Home', 3, 5)).toBe(0);
    expect(tabIndexForKey('End', 1, 5)).toBe(4);
    expect(tabIndexForKey('Enter', 1, 5)).toBeUndefined();
    expect(tabIndexForKey('ArrowDown', 1, 5)).toBeUndefined();
  });
});

describe('validateLogin', () => {
  const messages = adminKo.login;
  it('requires both fields with the spec messages', () => {
    expect(validateLogin({ username: '', password: '' }, messages)).toEqual({ username: '아이디를 입력하세요', password: '비밀번호를 입력하세요' });
    expect(validateLogin({ username: '   ', password: 'x' }, messages)).toEqual({ username: '아이디를 입력하세요' });
    expect(validateLogin({ username: 'admin', password: '' }, messages)).toEqual({ password: '비밀번호를 입력하세요' });
  });

  it('accepts filled fields (a password of spaces is still a password)', () => {
    expect(validateLogin({ username: 'admin', password: '   ' }, messages)).toEqual({});
  });
});

describe('fill', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(fill(adminKo.login.successText, { username: 'kim' })).toBe('kim님 환영합니다!');
    expect(fill(adminKo.header.welcome, { username: 'kim' })).toBe('kim님 환영합니다');
    expect(fill('{a} {b}', { a: 1 })).toBe('1 {b}');
  });
});

describe('format', () => {
  it('writes dates in Korean, in Jakarta time', () => {
    const text = formatDateTime('2026-11-22T08:05:00Z');
    expect(text).toContain('2026년 11월 22일');
    expect(text).toMatch(/오후 3:05/);
    expect(formatDateTime('not a date')).toBe('not a date');
  });

  it('labels known keys and passes through the rest', () => {
    expect(labelOf(adminKo.inquiries.services, 'visa')).toBe('비자·체류 허가');
    expect(labelOf(adminKo.inquiries.budgets, 'k10to50')).toBe('USD 10K–50K');
    expect(labelOf(adminKo.inquiries.services, '비자 컨설팅')).toBe('비자 컨설팅');
    expect(labelOf(adminKo.inquiries.services, 'constructor')).toBe('constructor');
    expect(labelOf(adminKo.inquiries.services, null)).toBe('');
  });
});

describe('inquiries', () => {
  it('builds the filter query without empty filters', () => {
    expect(filterQuery(NO_FILTERS)).toBe('');
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(filterQuery({ q: '  김 철수 ', status: 'done', service: '' })).toBe('?q=%EA%B9%80+%EC%B2%A0%EC%88%98&status=done');
    expect(filterQuery({ q: '', status: '', service: 'hr' })).toBe('?service=hr');
    expect(isFiltered({ q: ' ', status: '', service: '' })).toBe(false);
  });

  it('knows the three statuses', () => {
    expect(isInquiryStatus('in_progress')).toBe(true);
    expect(isInquiryStatus('closed')).toBe(false);
    expect(adminKo.inquiries.statuses).toEqual({ new: '신규', in_progress: '진행 중', done: '완료', spam: '스팸' });
  });

  it('makes tel: addresses of digits and a leading plus', () => {
    expect(telHref('+62 (21) 555-0199')).toBe('tel:+62215550199');
    expect(telHref('010-1234-5678')).toBe('tel:01012345678');
  });

  const base = {
    reference: 'R', name: 'n', company: 'c', email: 'e', phone: 'p', service: 'hr', budget: null, message: null, privacy: true, locale: 'ko',
    status: 'new', statusUpdatedAt: null, spamReason: null, version: 1, updatedBy: null, assignee: null, followUpOn: null, source: NO_SOURCE, createdAt: '2026-01-01T00:00:00Z',
  } as const;

  it('replaces and removes one inquiry', () => {
    const list: Inquiry[] = [{ ...base, id: 1 }, { ...base, id: 2 }];
    expect(replaceInquiry(list, { ...base, id: 2, status: 'done' }).map((i) => i.status)).toEqual(['new', 'done']);
    expect(withoutInquiry(list, 1).map((i) => i.id)).toEqual([2]);
  });

  it('keeps a changed inquiry only in the view it still belongs to (spam has its own)', () => {
    const list: Inquiry[] = [{ ...base, id: 1 }, { ...base, id: 2 }];
    const spam = { ...base, id: 2, status: 'spam', spamReason: 'manual' } as const;
    expect(afterChange(list, spam, NO_FILTERS).map((i) => i.id)).toEqual([1]);
    const spamView = { ...NO_FILTERS, status: 'spam' };
    const quarantined: Inquiry[] = [{ ...base, id: 3, status: 'spam', spamReason: 'too-fast' }];
    expect(afterChange(quarantined, { ...base, id: 3, status: 'new', spamReason: 'too-fast' }, spamView)).toEqual([]);
    expect(afterChange(list, { ...base, id: 1, status: 'done' }, NO_FILTERS).map((i) => i.status)).toEqual(['done', 'new']);
    expect(inView(NO_FILTERS, spam)).toBe(false);
    expect(inView(spamView, spam)).toBe(true);
  });
});

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
