import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminFetch, AdminApiError, adminRequest, errorMessage, toApiError } from '#components/features/admin/api.ts';
import { $adminSession, checkSession, signIn, signOut } from '#components/features/admin/session.ts';

interface Call {
  url: string;
  init: RequestInit;
}

/** A fake fetch answering each call from the queue and recording what was asked. */
function fakeFetch(...answers: Array<Response | Error>) {
  const calls: Call[] = [];
  const fn = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = answers.shift();
    if (!next) throw new Error('unexpected call');
    if (next instanceof Error) throw next;
    return next;
  });
  vi.stubGlobal('fetch', fn);
  return calls;
}

/** What a signed-in identity carries besides who and which role, when the answer says nothing more. */
const DEFAULTS = { twoFactorSetupRequired: false, locale: 'ko', timeZone: null } as const;

const json = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => $adminSession.set('unknown'));
afterEach(() => vi.unstubAllGlobals());

describe('adminFetch', () => {
  it('sends credentials and a JSON body with its content type, and parses the JSON answer', async () => {
    const calls = fakeFetch(json(201, { id: 7, title: '공지' }));
    const answer = await adminFetch<{ id: number; title: string }>('POST', '/api/admin/notices', { title: '공지' });
    expect(answer).toEqual({ id: 7, title: '공지' });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe('/api/admin/notices');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.credentials).toBe('same-origin');
    expect(call?.init.body).toBe('{"title":"공지"}');
    expect((call?.init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends no body and no content type without a body', async () => {
    const calls = fakeFetch(json(200, { id: 1, username: 'admin', role: 'owner' }));
    await adminFetch('GET', '/api/admin/me');
    expect(calls[0]?.init.body).toBeUndefined();
    expect((calls[0]?.init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect(calls[0]?.init.credentials).toBe('same-origin');
  });

  it('adminRequest also gives the answer headers (X-Truncated of long lists)', async () => {
    fakeFetch(new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json', 'X-Truncated': 'true' } }));
    const { data, headers } = await adminRequest<unknown[]>('GET', '/api/admin/contacts');
    expect(data).toEqual([]);
    expect(headers.get('X-Truncated')).toBe('true');
  });

  it('resolves an empty answer as undefined', async () => {
    fakeFetch(new Response(null, { status: 204 }));
    await expect(adminFetch('DELETE', '/api/admin/notices/1')).resolves.toBeUndefined();
  });

  it('throws "<status>: <body text>" with status, error and the 400 field messages', async () => {
    const body = { error: '입력값을 확인하세요', fields: { title: '제목을 입력하세요', order: 3 } };
    fakeFetch(json(400, body, 'Bad Request'));
    const error = await adminFetch('POST', '/api/admin/notices', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdminApiError);
    const apiError = error as AdminApiError;
    expect(apiError.message).toBe(`400: ${JSON.stringify(body)}`);
    expect(apiError.status).toBe(400);
    expect(apiError.error).toBe('입력값을 확인하세요');
    expect(apiError.fields).toEqual({ title: '제목을 입력하세요' });
  });

  it('uses the status text when the body is empty', async () => {
    fakeFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(adminFetch('GET', '/api/admin/dashboard')).rejects.toThrow('503: Service Unavailable');
  });

  it('turns a network failure into status 0', async () => {
    fakeFetch(new TypeError('Failed to fetch'));
    const error = (await adminFetch('GET', '/api/admin/me').catch((e: unknown) => e)) as AdminApiError;
    expect(error.status).toBe(0);
    expect(error.message).toBe('0: Failed to fetch');
  });

  it('ends a signed-in session on a 401', async () => {
    $adminSession.set({ id: 1, username: 'admin', role: 'owner', ...DEFAULTS });
    fakeFetch(json(401, { error: '로그인이 필요합니다' }));
    await expect(adminFetch('GET', '/api/admin/notices')).rejects.toMatchObject({ status: 401 });
    expect($adminSession.get()).toBe('signed-out');
  });

  it('keeps the session on other failures', async () => {
    $adminSession.set({ id: 1, username: 'admin', role: 'owner', ...DEFAULTS });
    fakeFetch(json(404, { error: '없음' }));
    await expect(adminFetch('PUT', '/api/admin/notices/9', {})).rejects.toMatchObject({ status: 404, error: '없음' });
    expect($adminSession.get()).toEqual({ id: 1, username: 'admin', role: 'owner', ...DEFAULTS });
  });
});

describe('toApiError and errorMessage', () => {
  it('ignores fields outside a 400 and non-JSON bodies', () => {
    expect(toApiError(409, 'Conflict', '{"fields":{"a":"b"}}').fields).toEqual({});
    const plain = toApiError(502, 'Bad Gateway', '<html>');
    expect(plain.error).toBeUndefined();
    expect(plain.message).toBe('502: <html>');
  });

  it('prefers the server error and falls back otherwise', () => {
    expect(errorMessage(toApiError(429, '', '{"error":"잠시 후 다시 시도하세요"}'), '로그인 실패')).toBe('잠시 후 다시 시도하세요');
    expect(errorMessage(new Error('x'), '로그인 실패')).toBe('로그인 실패');
  });
});

describe('session actions', () => {
  it('checkSession signs in with the admin from /me', async () => {
    const calls = fakeFetch(json(200, { id: 3, username: 'kim', role: 'staff' }));
    await checkSession();
    expect(calls[0]?.url).toBe('/api/admin/me');
    expect($adminSession.get()).toEqual({ id: 3, username: 'kim', role: 'staff', ...DEFAULTS });
  });

  it('checkSession signs out on a 401 or a network failure', async () => {
    fakeFetch(json(401, { error: 'x' }));
    await checkSession();
    expect($adminSession.get()).toBe('signed-out');
    $adminSession.set('unknown');
    fakeFetch(new TypeError('offline'));
    await checkSession();
    expect($adminSession.get()).toBe('signed-out');
  });

  it('signIn posts the credentials and stores the admin', async () => {
    $adminSession.set('signed-out');
    const calls = fakeFetch(json(200, { admin: { id: 5, username: 'lee', role: 'editor' } }));
    await expect(signIn('lee', 'secret-pw')).resolves.toEqual({ id: 5, username: 'lee', role: 'editor', ...DEFAULTS });
    expect(calls[0]?.url).toBe('/api/admin/login');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ username: 'lee', password: 'secret-pw' });
    expect($adminSession.get()).toEqual({ id: 5, username: 'lee', role: 'editor', ...DEFAULTS });
  });

  it('signIn rethrows a refusal and stays signed out', async () => {
    $adminSession.set('signed-out');
    fakeFetch(json(401, { error: '아이디 또는 비밀번호가 잘못되었습니다.' }));
    await expect(signIn('lee', 'wrong')).rejects.toMatchObject({ status: 401, error: '아이디 또는 비밀번호가 잘못되었습니다.' });
    expect($adminSession.get()).toBe('signed-out');
  });

  it('signOut signs out on success and keeps the session on failure', async () => {
    $adminSession.set({ id: 5, username: 'lee', role: 'editor', ...DEFAULTS });
    fakeFetch(json(500, {}));
    await expect(signOut()).rejects.toBeInstanceOf(AdminApiError);
    expect($adminSession.get()).toEqual({ id: 5, username: 'lee', role: 'editor', ...DEFAULTS });
    const calls = fakeFetch(json(200, { ok: true }));
    await signOut();
    expect(calls[0]?.url).toBe('/api/admin/logout');
    expect(calls[0]?.init.method).toBe('POST');
    expect($adminSession.get()).toBe('signed-out');
  });
});
