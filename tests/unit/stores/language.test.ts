import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '#i18n/locales.ts';
import { chooseLanguage, languageCookie, persistLanguage, readStoredLanguage } from '#stores/language.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}
const throwing = () => {
  throw new Error('SecurityError');
};

describe('languageCookie', () => {
  it('is the exact cookie the CDN reads', () => {
    expect(languageCookie('en')).toBe('nf_lang=en; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(languageCookie('ko')).toBe('nf_lang=ko; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});

describe('readStoredLanguage', () => {
  it('accepts only the five locales', () => {
    expect(readStoredLanguage(memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'ja' }))).toBe('ja');
    expect(readStoredLanguage(memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'fr' }))).toBeNull();
    expect(readStoredLanguage(memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'EN' }))).toBeNull();
    expect(readStoredLanguage(memoryStorage())).toBeNull();
    expect(readStoredLanguage(undefined)).toBeNull();
  });
  it('survives storage that throws', () => {
    expect(readStoredLanguage({ getItem: throwing, setItem: throwing, removeItem: throwing })).toBeNull();
  });
});

describe('persistLanguage', () => {
  it('stores the code and sets the cookie, Korean included', () => {
    const storage = memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'en' });
    const jar = { cookie: '' };
    persistLanguage('ko', storage, jar);
    expect(storage.data.get(LANGUAGE_STORAGE_KEY)).toBe('ko');
    expect(jar.cookie).toBe('nf_lang=ko; Path=/; Max-Age=31536000; SameSite=Lax');
  });
  it('removes an older choice when the write fails (quota), and still sets the cookie', () => {
    const storage = { ...memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'en' }), setItem: throwing };
    const jar = { cookie: '' };
    persistLanguage('ko', storage, jar);
    expect(storage.data.has(LANGUAGE_STORAGE_KEY)).toBe(false);
    expect(jar.cookie).toContain('nf_lang=ko');
  });
  it('never throws', () => {
    const jar = {
      set cookie(_v: string) {
        throw new Error('no cookies');
      },
      get cookie() {
        return '';
      },
    };
    expect(() => persistLanguage('id', { getItem: throwing, setItem: throwing, removeItem: throwing }, jar)).not.toThrow();
  });
});

describe('chooseLanguage', () => {
  it('does not throw outside a browser (no storage, no document)', () => {
    expect(() => chooseLanguage('zh')).not.toThrow();
  });
});
