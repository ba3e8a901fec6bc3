import { describe, expect, it } from 'vitest';
import { fetchJson } from '#stores/content-api.ts';

const answer = (body: string, status = 200) => (async () => new Response(body, { status, statusText: 'Nope' })) as unknown as typeof fetch;

describe('fetchJson', () => {
  it('parses a success', async () => {
    expect(await fetchJson('/api/x', answer('[1,2]'))).toEqual([1, 2]);
  });
  it('turns a failure into "<status>: <body>"', async () => {
    await expect(fetchJson('/api/x', answer('{"error":"Not Found"}', 404))).rejects.toThrow('404: {"error":"Not Found"}');
    await expect(fetchJson('/api/x', answer('', 503))).rejects.toThrow('503: Nope');
  });
});
