import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminApiError } from '#components/features/admin/api.ts';
import { $adminSession } from '#components/features/admin/sessionState.ts';
import { uploadImage } from '#components/features/admin/content/uploads.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  $adminSession.set('unknown');
});

function stubFetch(status: number, body: string) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body, { status });
  });
  return calls;
}

describe('uploadImage', () => {
  it('posts the raw bytes with the file type and answers the stored image', async () => {
    const calls = stubFetch(201, JSON.stringify({ url: '/api/uploads/a.webp', width: 24, height: 16 }));
    const file = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    await expect(uploadImage(file)).resolves.toEqual({ url: '/api/uploads/a.webp', width: 24, height: 16 });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/admin/uploads');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.credentials).toBe('same-origin');
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBe('image/png');
    expect(calls[0]!.init.body).toBe(file);
  });

  it("names a file's own name for the media library", async () => {
    const calls = stubFetch(201, JSON.stringify({ url: '/api/uploads/a.webp', width: 24, height: 16 }));
    await uploadImage(new File([new Uint8Array([1])], '사무실 #1.png', { type: 'image/png' }));
    expect(calls[0]!.url).toBe('/api/admin/uploads?name=%EC%82%AC%EB%AC%B4%EC%8B%A4+%231.png');
  });

  it('names the alt text typed with it and its locale, when there is one', async () => {
    const calls = stubFetch(201, JSON.stringify({ url: '/api/uploads/a.webp', width: 24, height: 16 }));
    const file = new Blob([new Uint8Array([1])], { type: 'image/png' });
    await uploadImage(file, { locale: 'en', text: ' Office ' });
    await uploadImage(file, { locale: 'ko', text: '  ' });
    expect(calls.map((call) => call.url)).toEqual(['/api/admin/uploads?alt=Office&lang=en', '/api/admin/uploads']);
  });

  it("throws the server's error and status", async () => {
    stubFetch(415, JSON.stringify({ error: 'PNG, JPEG, WebP, GIF 이미지만 올릴 수 있습니다.' }));
    const failure = await uploadImage(new Blob(['x'], { type: 'text/plain' })).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(AdminApiError);
    expect((failure as AdminApiError).status).toBe(415);
    expect((failure as AdminApiError).error).toBe('PNG, JPEG, WebP, GIF 이미지만 올릴 수 있습니다.');
  });

  it('ends the session on 401, as every admin call does', async () => {
    $adminSession.set({ id: 1, username: 'admin', role: 'owner', twoFactorSetupRequired: false, locale: 'ko', timeZone: null });
    stubFetch(401, JSON.stringify({ error: 'unauthorized' }));
    await expect(uploadImage(new Blob(['x'], { type: 'image/png' }))).rejects.toBeInstanceOf(AdminApiError);
    expect($adminSession.get()).toBe('signed-out');
  });

  it('refuses an answer without a URL', async () => {
    stubFetch(201, JSON.stringify({ width: 1 }));
    await expect(uploadImage(new Blob(['x'], { type: 'image/png' }))).rejects.toBeInstanceOf(AdminApiError);
    stubFetch(201, '<html>proxy page</html>');
    await expect(uploadImage(new Blob(['x'], { type: 'image/png' }))).rejects.toBeInstanceOf(AdminApiError);
  });
});
