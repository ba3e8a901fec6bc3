import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStorableText, parseUrlEncoded, unstorableJsonPaths, unstorableQueryNames } from '#functions/_shared/input-text.ts';
import { unstorableBodyFields, unstorableQueryFields } from '#functions/_shared/admin/request-guards.ts';
import { preferredAdminLocale, t, withLocale } from '#functions/_shared/admin/messages/index.ts';

describe('isStorableText', () => {
  it('refuses NUL and either half of a surrogate pair alone, and keeps everything else', () => {
    for (const bad of ['\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\udc00\ud800']) expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
    for (const good of ['', 'plain', '한국어 "quotes" \\ back\nslash', '😀', '\u0001\t\r\n', '\ufffd']) expect(isStorableText(good), good).toBe(true);
  });
});

describe('unstorableJsonPaths', () => {
  it('names every offending string and key by its path, nested in objects and arrays', () => {
    const body = { title: 'a\u0000', ok: 'fine', translations: { en: { title: '\ud800' } }, list: ['x', 'y\u0000'], ['k\u0000ey']: 'v', n: 1, b: true, z: null };
    expect(unstorableJsonPaths(body)).toEqual(['title', 'translations.en.title', 'list.1', 'k\ufffdey']);
    expect(unstorableJsonPaths('\u0000')).toEqual(['_']);
    expect(unstorableJsonPaths({ a: 'b', c: [1, { d: '한글' }] })).toEqual([]);
    expect(unstorableJsonPaths(undefined)).toEqual([]);
  });

  it('names at most 20 fields of a hostile body', () => {
    expect(unstorableJsonPaths(Array.from({ length: 1000 }, () => '\u0000'))).toHaveLength(20);
  });
});

describe('parseUrlEncoded', () => {
  it('decodes like URLSearchParams for valid input: + is a space, a stray % stays', () => {
    const text = 'q=%ED%95%9C+%EA%B8%80&status=new&empty=&flag&%25=100%&a=%zz&q=2';
    const parsed = parseUrlEncoded(text);
    expect(parsed).toEqual({ ok: true, entries: [...new URLSearchParams(text)] });
  });

  it('names a parameter whose value or name holds NUL or bytes that are not UTF-8', () => {
    expect(parseUrlEncoded('q=%00')).toEqual({ ok: false, names: ['q'] });
    expect(parseUrlEncoded('?ok=1&q=%FF&status=%C3%28&x=%ED%A0%80')).toEqual({ ok: false, names: ['q', 'status', 'x'] });
    expect(parseUrlEncoded('a%00b=1')).toEqual({ ok: false, names: ['a\ufffdb'] });
    expect(parseUrlEncoded('%FF=1')).toEqual({ ok: false, names: ['\ufffd'] });
    expect(parseUrlEncoded('raw=\u0000')).toEqual({ ok: false, names: ['raw'] });
  });

  it('agrees with URLSearchParams on every string URLSearchParams would not have to repair', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.string({ unit: 'grapheme' }), { maxKeys: 5 }), (record) => {
        const entries = Object.entries(record).filter(([k, v]) => isStorableText(k) && isStorableText(v));
        const text = new URLSearchParams(entries).toString();
        expect(parseUrlEncoded(text)).toEqual({ ok: true, entries: [...new URLSearchParams(text)] });
      }),
    );
  });
});

describe('unstorableQueryNames and the admin wrapper’s field answers', () => {
  it('reads the raw query, where URLSearchParams would have made %FF a U+FFFD', () => {
    const url = new URL('http://localhost/api/admin/contacts?q=%FF&status=new');
    expect(url.searchParams.get('q')).toBe('\ufffd');
    expect(unstorableQueryNames(url)).toEqual(['q']);
  });

  it('answers the query parameters and body fields with the Korean field message', () => {
    expect(unstorableQueryFields(new URL('http://localhost/api/admin/notices?q=%00&ok=1&s=%FF'))).toEqual({ q: '허용되지 않는 문자가 포함되어 있습니다.', s: '허용되지 않는 문자가 포함되어 있습니다.' });
    expect(unstorableQueryFields(new URL('http://localhost/?q=%ED%95%9C'))).toBeUndefined();
    expect(unstorableBodyFields({ title: 'x\u0000', content: 'ok', translations: { en: { title: '\udc00' } } })).toEqual({ title: '허용되지 않는 문자가 포함되어 있습니다.', 'translations.en.title': '허용되지 않는 문자가 포함되어 있습니다.' });
    expect(unstorableBodyFields({ title: '한' })).toBeUndefined();
  });
});

describe('the admin API’s messages follow the admin app’s language', () => {
  it('picks the most preferred admin language of Accept-Language, Korean otherwise', () => {
    expect(preferredAdminLocale(null)).toBe('ko');
    expect(preferredAdminLocale('id-ID,id;q=0.9,en;q=0.8')).toBe('id');
    expect(preferredAdminLocale('fr-FR,en;q=0.5,id;q=0.7')).toBe('id');
    expect(preferredAdminLocale('en;q=0, ko')).toBe('ko');
    expect(preferredAdminLocale('de, fr')).toBe('ko');
  });

  it('says a field message in the language of the request it is made in', () => {
    const url = new URL('http://localhost/?q=%00');
    expect(withLocale('id', () => unstorableQueryFields(url))).toEqual({ q: 'Berisi karakter yang tidak diizinkan.' });
    expect(withLocale('en', () => t().lastOwner)).toBe('At least one active owner must remain. Make someone else an owner first.');
    expect(t().lastOwner).toBe('활성 소유자가 한 명은 있어야 합니다. 다른 소유자를 먼저 지정하세요.');
  });
});
