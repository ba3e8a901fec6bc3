import { describe, expect, it } from 'vitest';
import { ifMatchAllows, parseIfMatch, versionEtag } from '#domain/edit-version.ts';
import { allowedVersions, itemJson, preconditionFailed, requireIfMatch } from '#functions/_shared/admin/preconditions.ts';

describe('edit versions as entity tags', () => {
  it('round-trips a version through its ETag', () => {
    expect(versionEtag(7)).toBe('"v7"');
    expect(parseIfMatch(versionEtag(7))).toEqual({ kind: 'versions', versions: [7] });
  });

  it('reads absent, any and lists; tags that are not ours match nothing', () => {
    expect(parseIfMatch(null)).toEqual({ kind: 'absent' });
    expect(parseIfMatch('  ')).toEqual({ kind: 'absent' });
    expect(parseIfMatch(' * ')).toEqual({ kind: 'any' });
    expect(parseIfMatch('"v1", "v3"')).toEqual({ kind: 'versions', versions: [1, 3] });
    // Weak tags never pass If-Match (strong comparison); others' formats, zero and overflow neither.
    expect(parseIfMatch('W/"v1", "abc", "v0", "v99999999999", v2')).toEqual({ kind: 'versions', versions: [] });
    expect(ifMatchAllows(parseIfMatch('"v2"'), 2)).toBe(true);
    expect(ifMatchAllows(parseIfMatch('"v2"'), 3)).toBe(false);
    expect(ifMatchAllows(parseIfMatch('*'), 3)).toBe(true);
    expect(ifMatchAllows(parseIfMatch(null), 1)).toBe(false);
  });
});

describe('admin preconditions', () => {
  const request = (ifMatch?: string) => new Request('http://localhost/api/admin/notices/1', { method: 'PUT', headers: ifMatch ? { 'If-Match': ifMatch } : {} });

  it('answers 428 without If-Match', async () => {
    const result = requireIfMatch(request());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.response.status).toBe(428);
    expect(((await result.response.json()) as { error: string }).error).toMatch(/If-Match/);
  });

  it('passes the versions on, or any for *', () => {
    const listed = requireIfMatch(request('"v4"'));
    expect(listed.ok && allowedVersions(listed.ifMatch)).toEqual([4]);
    const any = requireIfMatch(request('*'));
    expect(any.ok && allowedVersions(any.ifMatch)).toBeUndefined();
  });

  it('answers 412 with the current item and its ETag', async () => {
    const response = preconditionFailed({ id: 1, version: 5 }, 5);
    expect(response.status).toBe(412);
    expect(response.headers.get('etag')).toBe('"v5"');
    expect(await response.json()).toMatchObject({ current: { id: 1, version: 5 } });
  });

  it('puts the version on an item answer', () => {
    const response = itemJson({ id: 1 }, 2, 201);
    expect(response.status).toBe(201);
    expect(response.headers.get('etag')).toBe('"v2"');
  });
});
