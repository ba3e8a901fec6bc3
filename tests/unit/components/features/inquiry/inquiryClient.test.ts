import { describe, expect, it, vi } from 'vitest';
import { newSubmissionId, sendInquiry, toPayload } from '#components/features/inquiry/inquiryClient.ts';
import { preselectedService } from '#components/features/inquiry/preselect.ts';
import { fetchFormToken } from '#components/features/inquiry/formClock.ts';

const respond = (status: number, body: string, statusText = '') => vi.fn(async () => new Response(body || null, { status, statusText }));

describe('toPayload', () => {
  it('sends consent as a boolean, with the token and submission id when there are any', () => {
    expect(toPayload({ name: 'Kim', privacy: 'true', locale: 'en' }, { formToken: 't', submissionId: 's' })).toEqual({
      name: 'Kim', privacy: true, locale: 'en', formToken: 't', submissionId: 's',
    });
    const bare = toPayload({ name: 'Kim' }, { formToken: undefined, submissionId: undefined });
    expect(JSON.parse(JSON.stringify(bare))).toEqual({ name: 'Kim', privacy: false });
  });
});

describe('sendInquiry', () => {
  it('posts JSON to /api/contact and reads the reference of a 201', async () => {
    const fetchFn = respond(201, '{"id":"abc","reference":"NB-2026-7KQ4MX"}');
    expect(await sendInquiry({ name: 'x' }, fetchFn)).toEqual({ kind: 'created', id: 'abc', reference: 'NB-2026-7KQ4MX' });
    expect(fetchFn).toHaveBeenCalledWith('/api/contact', expect.objectContaining({ method: 'POST', body: '{"name":"x"}' }));
    const init = (fetchFn.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('turns a 400 with field messages into field errors', async () => {
    const result = await sendInquiry({}, respond(400, '{"error":"Validation failed","fields":{"email":"bad","bogus":"x"}}'));
    expect(result.kind).toBe('invalid');
    expect(result.kind === 'invalid' && result.fields).toEqual({ email: 'bad' });
  });

  it('makes any other answer an error "<status>: <body>" (spec 8), or with the status text when empty', async () => {
    const failed = await sendInquiry({}, respond(500, '{"error":"Failed to submit contact form"}'));
    expect(failed.kind === 'failed' && failed.error.message).toBe('500: {"error":"Failed to submit contact form"}');
    const empty = await sendInquiry({}, respond(502, '', 'Bad Gateway'));
    expect(empty.kind === 'failed' && empty.error.message).toBe('502: Bad Gateway');
    const limited = await sendInquiry({}, respond(429, '{"error":"Too Many Requests"}'));
    expect(limited.kind).toBe('failed');
  });

  it('reports a network failure as a failure', async () => {
    const result = await sendInquiry({}, vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(result.kind === 'failed' && result.error.message).toBe('Failed to fetch');
  });
});

describe('fetchFormToken', () => {
  it('returns the token, or nothing when it cannot be had', async () => {
    expect(await fetchFormToken(respond(200, '{"token":"abc.def"}'))).toBe('abc.def');
    expect(await fetchFormToken(respond(503, '{"error":"x"}'))).toBeUndefined();
    expect(await fetchFormToken(respond(200, 'not json'))).toBeUndefined();
    expect(await fetchFormToken(vi.fn(async () => Promise.reject(new Error('offline'))))).toBeUndefined();
  });
});

describe('helpers', () => {
  it('makes a uuid in secure contexts and none elsewhere', () => {
    expect(newSubmissionId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newSubmissionId({})).toBeUndefined();
  });

  it('reads ?service= from the query string', () => {
    expect(preselectedService('?service=hr')).toBe('hr');
    expect(preselectedService('?a=1&service=comprehensive')).toBe('comprehensive');
    expect(preselectedService('?service=nope')).toBeUndefined();
    expect(preselectedService('')).toBeUndefined();
  });
});
