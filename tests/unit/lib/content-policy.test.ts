/** The build puts each page's <meta> content policy first in <head>, right after the charset. */
import { describe, expect, it } from 'vitest';
import { policyFirst } from '#lib/content-policy.ts';

const POLICY = `<meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' 'sha256-abc='">`;
const page = (head: string, body = '<h1>h</h1>') => `<!DOCTYPE html><html lang="ko-KR"><head>${head}</head><body>${body}</body></html>`;

describe('policyFirst', () => {
  it('moves the policy Astro writes at the end of <head> to right after the charset, keeping the rest in order', () => {
    const before = page(`<meta charset="utf-8"><meta name="viewport" content="width=device-width"><script>go()</script><title>T</title>${POLICY}<link rel="stylesheet" href="/a.css">`);
    expect(policyFirst(before)).toBe(
      page(`<meta charset="utf-8">${POLICY}<meta name="viewport" content="width=device-width"><script>go()</script><title>T</title><link rel="stylesheet" href="/a.css">`),
    );
  });

  it('leaves a page already in order, or with no policy, as it is', () => {
    const ordered = page(`<meta charset="utf-8">${POLICY}<title>T</title>`);
    expect(policyFirst(ordered)).toBe(ordered);
    const none = page('<meta charset="utf-8"><title>T</title>');
    expect(policyFirst(none)).toBe(none);
  });

  it('puts the policy first when the head has no charset, and never touches the body', () => {
    expect(policyFirst(page(`<title>T</title>${POLICY}`))).toBe(page(`${POLICY}<title>T</title>`));
    const body = '<header><p>&lt;meta http-equiv="content-security-policy"&gt;</p></header>';
    expect(policyFirst(page(`<meta charset="utf-8"><title>T</title>${POLICY}`, body))).toBe(page(`<meta charset="utf-8">${POLICY}<title>T</title>`, body));
  });

  it('refuses a page with two policies', () => {
    expect(() => policyFirst(page(`<meta charset="utf-8">${POLICY}<title>T</title>${POLICY}`))).toThrow(/2 content-security-policy/);
  });
});
