import { describe, expect, it } from 'vitest';
import { changedTexts, wordDiff } from '#components/features/admin/content/history.ts';

describe('wordDiff', () => {
  it('marks removed and added words, keeping the rest', () => {
    expect(wordDiff('비자 연장 신청', '비자 갱신 신청')).toEqual([
      { change: 'same', text: '비자 ' },
      { change: 'removed', text: '연장' },
      { change: 'added', text: '갱신' },
      { change: 'same', text: ' 신청' },
    ]);
  });
});

describe('changedTexts', () => {
  const fields = ['title', 'content'] as const;
  it('compares rich text as its text, Korean and every translation, in field then language order', () => {
    const older = { title: '공지', content: '<p>첫 <strong>문장</strong></p>', translations: { en: { title: 'Notice' } } };
    const current = { title: '공지', content: '<p>첫 문장</p><p>둘째 문장</p>', translations: { en: { title: 'Update' }, ja: { content: '<p>本文</p>' } } };
    const changes = changedTexts(older, current, fields);
    expect(changes.map((c) => [c.field, c.locale])).toEqual([['title', 'en'], ['content', 'ko'], ['content', 'ja']]);
    expect(changes[1]!.parts.filter((p) => p.change === 'added').map((p) => p.text.trim())).toEqual(['둘째 문장']);
    expect(changes[2]!.parts).toEqual([{ change: 'added', text: '本文' }]);
  });

  it('finds nothing between equal versions (markup that reads the same is the same)', () => {
    expect(changedTexts({ title: 'A', content: '<p>x</p>' }, { title: 'A', content: '<p>x</p>', translations: {} }, fields)).toEqual([]);
  });
});
