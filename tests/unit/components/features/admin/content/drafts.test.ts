/**
 * The admin side of drafts: the dialog opens on the draft's text and writes on the draft's base
 * version; a schedule typed in the administrator's time zone is the right instant (daylight saving
 * included) and reads back the same; preview links go to each locale's /preview page.
 */
import { describe, expect, it } from 'vitest';
import { fromAdminLocal, toAdminLocal } from '#components/features/admin/format.ts';
import { baseVersion, draftsPath, previewLinks, withDraftText } from '#components/features/admin/content/drafts.ts';

const draft = { data: { title: '초안', isPinned: true }, baseVersion: 3, publishAt: null, savedAt: '2026-11-27T00:00:00Z', savedBy: 'kim' };

describe('drafts in the admin', () => {
  it('opens an item on its draft and writes on the version the draft was made on', () => {
    const item = { id: 1, version: 4, title: '공개본', isPinned: false, draft };
    expect(withDraftText(item)).toMatchObject({ title: '초안', isPinned: true, version: 4 });
    expect(baseVersion(item)).toBe(3);
    expect(withDraftText({ ...item, draft: null })).toMatchObject({ title: '공개본' });
    expect(baseVersion({ version: 4, draft: null })).toBe(4);
    expect(draftsPath('/api/admin/csr-posts')).toBe('/api/admin/drafts/csr-posts');
  });

  it('links the preview page of every locale', () => {
    expect(previewLinks('notices', 7, 'a.b.c').map((l) => l.href)).toEqual([
      '/preview?kind=notices&id=7&token=a.b.c',
      '/en/preview?kind=notices&id=7&token=a.b.c',
      '/id/preview?kind=notices&id=7&token=a.b.c',
      '/zh/preview?kind=notices&id=7&token=a.b.c',
      '/ja/preview?kind=notices&id=7&token=a.b.c',
    ]);
  });

  it('reads and writes a schedule in the administrator\'s time zone, across daylight saving', () => {
    expect(fromAdminLocal('2031-01-01T09:00', 'Asia/Jakarta')).toBe('2031-01-01T02:00:00.000Z');
    expect(fromAdminLocal('2031-01-01T09:00', 'Asia/Seoul')).toBe('2031-01-01T00:00:00.000Z');
    expect(fromAdminLocal('2031-07-01T09:00', 'Europe/Berlin')).toBe('2031-07-01T07:00:00.000Z');
    expect(fromAdminLocal('2031-01-01T09:00', 'Europe/Berlin')).toBe('2031-01-01T08:00:00.000Z');
    expect(toAdminLocal('2031-07-01T07:00:00.000Z', 'Europe/Berlin')).toBe('2031-07-01T09:00');
    expect(toAdminLocal('2031-01-01T02:00:00Z', 'Asia/Jakarta')).toBe('2031-01-01T09:00');
    expect(fromAdminLocal('', 'Asia/Seoul')).toBeNull();
    expect(toAdminLocal(null, 'Asia/Seoul')).toBe('');
  });
});
