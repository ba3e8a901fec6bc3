/**
 * Preview link tokens: valid for exactly 24 hours from signing (a fake clock on both sides), for the
 * one item and saved draft they name, and only with the key derived from this site's secret; anything
 * altered fails, and so does a token of ours without an expiry or without a draft.
 */
import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { checkPreviewToken, PREVIEW_TTL_SECONDS, signPreviewToken } from '#functions/_shared/preview/token.ts';

const SECRET = 's'.repeat(40);
const signed = new Date('2031-05-05T10:00:00Z');
const later = (seconds: number) => new Date(signed.getTime() + seconds * 1000);
const subject = { kind: 'notices', id: 7 } as const;
const draftSavedAt = new Date('2031-05-05T09:59:58.123Z');
const ok = { ok: true, draftSavedAt: draftSavedAt.toISOString() };

describe('preview tokens', () => {
  it('open the preview until just before 24 hours, and are expired from then on', async () => {
    const { token, expiresAt } = await signPreviewToken(SECRET, subject, draftSavedAt, signed);
    expect(expiresAt.toISOString()).toBe('2031-05-06T10:00:00.000Z');
    expect(PREVIEW_TTL_SECONDS).toBe(86_400);
    expect(await checkPreviewToken(SECRET, token, subject, signed)).toEqual(ok);
    expect(await checkPreviewToken(SECRET, token, subject, later(86_399))).toEqual(ok);
    expect(await checkPreviewToken(SECRET, token, subject, later(86_400))).toEqual({ ok: false, reason: 'expired' });
    expect(await checkPreviewToken(SECRET, token, subject, later(90 * 86_400))).toEqual({ ok: false, reason: 'expired' });
  });

  it('name one item: another id or kind is refused', async () => {
    const { token } = await signPreviewToken(SECRET, subject, draftSavedAt, signed);
    expect(await checkPreviewToken(SECRET, token, { kind: 'notices', id: 8 }, signed)).toEqual({ ok: false, reason: 'other-item' });
    expect(await checkPreviewToken(SECRET, token, { kind: 'faqs', id: 7 }, signed)).toEqual({ ok: false, reason: 'other-item' });
  });

  it('refuse a changed signature, a changed payload, another secret and garbage', async () => {
    const { token } = await signPreviewToken(SECRET, subject, draftSavedAt, signed);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const otherPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'notices/8' })).toString('base64url');
    const invalid = { ok: false, reason: 'invalid' };
    expect(await checkPreviewToken(SECRET, `${header}.${payload}.${flipped}`, subject, signed)).toEqual(invalid);
    expect(await checkPreviewToken(SECRET, `${header}.${otherPayload}.${signature}`, { kind: 'notices', id: 8 }, signed)).toEqual(invalid);
    expect(await checkPreviewToken('t'.repeat(40), token, subject, signed)).toEqual(invalid);
    expect(await checkPreviewToken(SECRET, 'not-a-token', subject, signed)).toEqual(invalid);
    // A token of the same secret made for another purpose (a bare HS256 JWT with the raw secret) is not a preview token.
    const foreign = await new SignJWT({ sub: 'notices/7', aud: 'content-preview' }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(new TextEncoder().encode(SECRET));
    expect(await checkPreviewToken(SECRET, foreign, subject, new Date())).toEqual(invalid);
  });

  it('refuse a token signed with the preview key but without an expiry, or naming no draft', async () => {
    const key = new Uint8Array(createHmac('sha256', SECRET).update('content-preview:v1').digest());
    const forge = (claims: Record<string, unknown>, expires: boolean) => {
      const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject('notices/7').setAudience('content-preview').setIssuedAt(signed.getTime() / 1000);
      return (expires ? jwt.setExpirationTime(signed.getTime() / 1000 + 3600) : jwt).sign(key);
    };
    // The same claims with an expiry pass: the refusals below are for what is missing, not the forging.
    expect(await checkPreviewToken(SECRET, await forge({ draft: draftSavedAt.toISOString() }, true), subject, signed)).toEqual(ok);
    expect(await checkPreviewToken(SECRET, await forge({ draft: draftSavedAt.toISOString() }, false), subject, later(365 * 86_400))).toEqual({ ok: false, reason: 'invalid' });
    expect(await checkPreviewToken(SECRET, await forge({}, true), subject, signed)).toEqual({ ok: false, reason: 'invalid' });
    expect(await checkPreviewToken(SECRET, await forge({ draft: 12 }, true), subject, signed)).toEqual({ ok: false, reason: 'invalid' });
  });
});
