import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cspHash, languageRedirectScript, redirectTarget } from '#components/layout/languageRedirect.ts';

/** Runs the shipped inline script against a fake location and storage; returns the replace() target. */
function runScript(pathname: string, search: string, hash: string, storage: { getItem(k: string): string | null }) {
  let target: string | null = null;
  const location = { pathname, search, hash, replace: (url: string) => void (target = url) };
  const document = { documentElement: { setAttribute: (name: string) => marks.push(name) } };
  new Function('localStorage', 'location', 'document', languageRedirectScript)(storage, location, document);
  return target;
}
const marks: string[] = [];
const store = (value: string | null) => ({ getItem: (k: string) => (k === 'site-language' ? value : null) });

const cases: Array<[string, string, string, string | null, string | null]> = [
  ['/', '', '', 'en', '/en/'],
  ['/services', '?a=1', '#x', 'ja', '/ja/services?a=1#x'],
  ['/services/%EB%B2%95%EC%9D%B8-%EC%84%A4%EB%A6%BD', '', '', 'zh', '/zh/services/%EB%B2%95%EC%9D%B8-%EC%84%A4%EB%A6%BD'],
  ['/about/csr/12', '', '', 'id', '/id/about/csr/12'],
  ['/enterprise', '', '', 'en', '/en/enterprise'],
  ['/en/', '', '', 'ja', null],
  ['/en', '', '', 'ja', null],
  ['/id/faq', '', '', 'en', null],
  ['/faq', '', '', 'ko', null],
  ['/faq', '', '', 'fr', null],
  ['/faq', '', '', '', null],
  ['/faq', '', '', null, null],
  ['/faq', '', '', 'EN', null],
];

describe('language redirect', () => {
  it.each(cases)('%s%s%s with stored %s -> %s', (pathname, search, hash, stored, expected) => {
    expect(redirectTarget(pathname, search, hash, stored)).toBe(expected);
    expect(runScript(pathname, search, hash, store(stored))).toBe(expected);
  });

  it('marks <html data-js> whatever is stored', () => {
    marks.length = 0;
    runScript('/faq', '', '', store(null));
    runScript('/', '', '', store('en'));
    expect(marks).toEqual(['data-js', 'data-js']);
  });

  it('swallows storage errors', () => {
    const storage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => runScript('/', '', '', storage)).not.toThrow();
    expect(runScript('/', '', '', storage)).toBeNull();
  });

  it('hashes the script for the CSP', () => {
    const expected = createHash('sha256').update(languageRedirectScript).digest('base64');
    expect(cspHash(languageRedirectScript)).toBe(`sha256-${expected}`);
  });
});
