/**
 * The Pages tab's preview button: it asks for the language's draft link and points the tab the click
 * opened at it; a failure closes that tab and says why (the server's words); with no draft the
 * button is off and says so.
 */
import { parse } from 'node-html-parser';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminEn } from '#data/admin/app/en.ts';
import PagePreviewButton from '#components/features/admin/pages/PagePreviewButton.tsx';
import { openPagePreview } from '#components/features/admin/pages/preview.ts';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function fakeFetch(answer: Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer;
  }));
  return calls;
}

function fakeTab() {
  return { location: { href: '' }, closed: false, close() { this.closed = true; } };
}

afterEach(() => vi.unstubAllGlobals());

describe('opening a page draft\'s preview', () => {
  it('POSTs for the page and language and sends the opened tab to the signed link', async () => {
    const url = 'https://www.firm.example/api/page-preview?key=faq&locale=en&token=a.b.c';
    const calls = fakeFetch(json(200, { url, expiresAt: '2026-11-29T06:00:00.000Z' }));
    const tab = fakeTab();
    const outcome = await openPagePreview({ key: 'faq', locale: 'en' }, tab, adminEn.pages.preview.failed);
    expect(calls.map((c) => [c.init.method, c.url])).toEqual([['POST', '/api/admin/pages/faq/preview?locale=en']]);
    expect(tab.location.href).toBe(url);
    expect(outcome).toEqual({ kind: 'opened', url, expiresAt: '2026-11-29T06:00:00.000Z' });
  });

  it('closes the tab and answers the server\'s reason when there is no draft, the fallback when it gave none', async () => {
    fakeFetch(json(404, { error: 'This language has no saved draft. Save a draft first.', reason: 'no-draft' }));
    const tab = fakeTab();
    expect(await openPagePreview({ key: 'faq', locale: 'id' }, tab, 'fallback')).toEqual({ kind: 'failed', message: 'This language has no saved draft. Save a draft first.' });
    expect(tab.closed).toBe(true);
    fakeFetch(new Response('', { status: 502 }));
    expect(await openPagePreview({ key: 'home', locale: 'ko' }, null, 'fallback')).toEqual({ kind: 'failed', message: 'fallback' });
  });

  it('renders a button that is off, saying why, when the language has no draft', () => {
    const render = (disabled: boolean) => parse(renderToString(createElement(PagePreviewButton, { pageKey: 'faq', locale: 'en', disabled, strings: adminEn.pages.preview })));
    const off = render(true);
    expect(off.querySelector('button')?.hasAttribute('disabled')).toBe(true);
    expect(off.textContent).toContain(adminEn.pages.preview.noDraft);
    const on = render(false);
    expect(on.querySelector('button')?.hasAttribute('disabled')).toBe(false);
    expect(on.querySelector('button')?.textContent).toBe(adminEn.pages.preview.button);
    expect(on.textContent).not.toContain(adminEn.pages.preview.noDraft);
  });
});
