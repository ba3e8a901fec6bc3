/** The media library's pure parts: finding upload URLs in stored values, and alt text per locale. */
import { describe, expect, it } from 'vitest';
import { altReady, cleanAlt, rowWithLibraryAlt, withLibraryAlt } from '#domain/media/alt.ts';
import { findUsages, uploadIdsIn, uploadUrl } from '#domain/media/usages.ts';

const A = '0f8fad5b-d9cb-469f-a165-70867728950e';
const B = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('uploadIdsIn', () => {
  it('finds site paths and absolute URLs, once each, lowercased; ignores other paths and extensions', () => {
    const text = `<img src="${uploadUrl(A)}"> <a href="https://x.test/api/uploads/${B.toUpperCase()}.webp">x</a> ${uploadUrl(A)} /api/uploads/${A}.png /api/uploads/../x.webp /images/${A}.webp`;
    expect(uploadIdsIn(text)).toEqual([A, B]);
    expect(uploadIdsIn('nothing here')).toEqual([]);
  });

  it("finds a smaller copy's URL (`<id>-960.webp`) and every copy of a srcset as its upload", () => {
    expect(uploadIdsIn(`<img src="/api/uploads/${A}-960.webp">`)).toEqual([A]);
    expect(uploadIdsIn(`srcset="/api/uploads/${B}-480.webp 480w, /api/uploads/${B}-1440.webp 1440w"`)).toEqual([B]);
    expect(uploadIdsIn(`/api/uploads/${A}-.webp /api/uploads/${A}-x.webp`)).toEqual([]);
  });
});

describe('findUsages', () => {
  it('names each place with the dotted paths of the fields that hold the URL, nested arrays included', () => {
    const found = findUsages([
      { kind: 'notice', id: 3, title: '공지', trashed: false, source: 'item', value: { title: '공지', content: `<img src="${uploadUrl(A)}">`, translations: { ja: { content: uploadUrl(B) }, en: { content: uploadUrl(A) } } } },
      { kind: 'settings', id: 'people', title: 'people', trashed: false, source: 'item', value: { team: [{ photo: null }, { photo: uploadUrl(A), links: [uploadUrl(A)] }], count: 2 } },
      { kind: 'faq', id: 1, title: 'q', trashed: true, source: 'item', value: { answer: 'no image' } },
    ]);
    expect(found.get(A)).toEqual([
      { kind: 'notice', id: 3, title: '공지', trashed: false, source: 'item', fields: ['content', 'translations.en.content'] },
      { kind: 'settings', id: 'people', title: 'people', trashed: false, source: 'item', fields: ['team.1.photo', 'team.1.links.0'] },
    ]);
    expect(found.get(B)).toEqual([{ kind: 'notice', id: 3, title: '공지', trashed: false, source: 'item', fields: ['translations.ja.content'] }]);
    expect([...found.keys()]).toHaveLength(2);
  });

  it("makes one usage of an item's revisions naming an image, with their versions and fields; a draft its own", () => {
    const found = findUsages([
      { kind: 'notice', id: 3, title: '공지', trashed: false, source: 'draft', publishAt: '2026-12-01T00:00:00.000Z', value: { content: uploadUrl(A) } },
      { kind: 'notice', id: 3, title: '공지', trashed: false, source: 'revision', versions: [1], value: { content: uploadUrl(A) } },
      { kind: 'notice', id: 4, title: '다른', trashed: false, source: 'revision', versions: [2], value: { content: uploadUrl(A) } },
      { kind: 'notice', id: 3, title: '공지', trashed: false, source: 'revision', versions: [2], value: { content: 'none', featured_image: uploadUrl(A) } },
    ]);
    expect(found.get(A)).toEqual([
      { kind: 'notice', id: 3, title: '공지', trashed: false, source: 'draft', publishAt: '2026-12-01T00:00:00.000Z', fields: ['content'] },
      { kind: 'notice', id: 3, title: '공지', trashed: false, source: 'revision', versions: [1, 2], fields: ['content', 'featured_image'] },
      { kind: 'notice', id: 4, title: '다른', trashed: false, source: 'revision', versions: [2], fields: ['content'] },
    ]);
  });

  it('finds a URL stored as the whole value', () => {
    expect(findUsages([{ kind: 'settings', id: 'logo', title: 'logo', trashed: false, source: 'item', value: uploadUrl(A) }]).get(A)).toEqual([
      { kind: 'settings', id: 'logo', title: 'logo', trashed: false, source: 'item', fields: [''] },
    ]);
  });
});

describe('alt text', () => {
  it('keeps only locales with text, trimmed; Korean is what makes an image ready', () => {
    expect(cleanAlt({ ko: ' 사무실 ', en: '', xx: 'no', ja: 5 })).toEqual({ ko: '사무실' });
    expect(cleanAlt(null)).toEqual({});
    expect(altReady({ ko: '사무실' })).toBe(true);
    expect(altReady({ en: 'Office', id: 'Kantor', zh: '办公室', ja: 'オフィス' })).toBe(false);
  });

  const alts = new Map([[A, { ko: '사무실 "입구"', en: 'Office <door> & $&' }]]);
  it('replaces or adds the alt of library images in the locale, escaped; leaves others alone', () => {
    expect(withLibraryAlt(`<p><img src="${uploadUrl(A)}" alt="옛" width="8"><img alt="x" src="/images/a.svg"></p>`, 'ko', alts)).toBe(
      `<p><img src="${uploadUrl(A)}" alt="사무실 &quot;입구&quot;" width="8"><img alt="x" src="/images/a.svg"></p>`,
    );
    expect(withLibraryAlt(`<img src="${uploadUrl(A)}">`, 'en', alts)).toBe(`<img alt="Office &lt;door&gt; &amp; $&amp;" src="${uploadUrl(A)}">`);
    expect(withLibraryAlt(`<img src="${uploadUrl(A)}" alt="旧">`, 'zh', alts)).toBe(`<img src="${uploadUrl(A)}" alt="旧">`);
    expect(withLibraryAlt(`<img src="${uploadUrl(B)}" alt="b">`, 'ko', alts)).toBe(`<img src="${uploadUrl(B)}" alt="b">`);
  });

  it('gives a row each locale its own alt: the Korean column Korean, each translation its language', () => {
    const row = { id: 1, content: `<img src="${uploadUrl(A)}" alt="">`, title: '제목', translations: { en: { content: `<img src="${uploadUrl(A)}" alt="">`, title: 'T' } } };
    const shown = rowWithLibraryAlt(row, ['content'], alts);
    expect(shown.content).toContain('alt="사무실 &quot;입구&quot;"');
    expect(shown.translations.en).toEqual({ content: `<img src="${uploadUrl(A)}" alt="Office &lt;door&gt; &amp; $&amp;">`, title: 'T' });
    expect(row.content).toBe(`<img src="${uploadUrl(A)}" alt="">`);
  });
});
