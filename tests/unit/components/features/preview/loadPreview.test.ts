/**
 * The preview page's request: the address's kind, id and token go to /api/preview as they are, and
 * each refusal becomes what the reader is told (expired, not valid, nothing left, saved again since), never an item.
 */
import { describe, expect, it } from 'vitest';
import { loadPreview } from '#components/features/preview/loadPreview.ts';

const answering = (status: number, body: unknown = { error: 'x' }) => {
  const asked: string[] = [];
  const fetcher = (async (url: string) => {
    asked.push(url);
    return new Response(JSON.stringify(body), { status });
  }) as unknown as typeof fetch;
  return { asked, fetcher };
};

describe('loadPreview', () => {
  it('asks for the draft the link names and hands the row over', async () => {
    const { asked, fetcher } = answering(200, { id: 3, title: '초안' });
    expect(await loadPreview('?kind=faqs&id=3&token=a.b.c&utm=x', fetcher)).toEqual({ kind: 'faqs', row: { id: 3, title: '초안' } });
    expect(asked).toEqual(['/api/preview?kind=faqs&id=3&token=a.b.c']);
  });

  it('says why there is nothing to show', async () => {
    expect(await loadPreview('?kind=notices&id=3&token=t', answering(401).fetcher)).toEqual({ failure: 'expired' });
    expect(await loadPreview('?kind=notices&id=3&token=t', answering(403).fetcher)).toEqual({ failure: 'invalid' });
    expect(await loadPreview('?kind=notices&id=3&token=t', answering(404).fetcher)).toEqual({ failure: 'gone' });
    expect(await loadPreview('?kind=notices&id=3&token=t', answering(410).fetcher)).toEqual({ failure: 'replaced' });
    expect(await loadPreview('?kind=notices&id=3&token=t', answering(503).fetcher)).toEqual({ failure: 'failed' });
    expect(await loadPreview('?kind=pages&id=3&token=t', answering(200).fetcher)).toEqual({ failure: 'invalid' });
    expect(await loadPreview('?kind=notices&id=3', answering(200).fetcher)).toEqual({ failure: 'invalid' });
    const offline = (async () => { throw new TypeError('offline'); }) as unknown as typeof fetch;
    expect(await loadPreview('?kind=notices&id=3&token=t', offline)).toEqual({ failure: 'failed' });
  });
});
