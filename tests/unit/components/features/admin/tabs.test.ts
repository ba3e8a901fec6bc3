import { describe, expect, it } from 'vitest';
import { adminKo } from '#data/admin/app/ko.ts';
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
