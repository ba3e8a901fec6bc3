/**
 * Signed preview links of drafts: a JWT (HS256, jose) naming one saved version of one item's draft
 * (the item, and the draft's savedAt, which every save of a draft changes), valid 24 hours. The key
 * is derived from FORM_SIGNING_SECRET for this purpose only (like the view counter's visitor key), so
 * a preview token is never valid as anything else and no other token is valid as a preview token.
 */
import { createHmac } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { PageKey } from '#domain/pages/registry.ts';
import type { Locale } from '#i18n/locales.ts';
import type { ContentKind } from '../admin/publish.ts';

const PURPOSE = 'content-preview:v1';
const AUDIENCE = 'content-preview';
export const PREVIEW_TTL_SECONDS = 24 * 3600;

/** A notice's, FAQ's or CSR story's draft, one locale's draft of a content page, or the firm facts' draft shown on one page in one locale. */
export type PreviewSubject = { kind: ContentKind; id: number } | { kind: 'page' | 'facts'; key: PageKey; locale: Locale };

export type PreviewCheck = { ok: true; draftSavedAt: string } | { ok: false; reason: 'expired' | 'invalid' | 'other-item' };

function keyOf(secret: string): Uint8Array {
  return new Uint8Array(createHmac('sha256', secret).update(PURPOSE).digest());
}

const subjectOf = (subject: PreviewSubject) => ('key' in subject ? `${subject.kind}/${subject.key}/${subject.locale}` : `${subject.kind}/${subject.id}`);

/** A token for the item's draft saved at `draftSavedAt`, valid from `now` for 24 hours. */
export async function signPreviewToken(secret: string, subject: PreviewSubject, draftSavedAt: Date, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const issued = Math.floor(now.getTime() / 1000);
  const token = await new SignJWT({ draft: draftSavedAt.toISOString() })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subjectOf(subject))
    .setAudience(AUDIENCE)
    .setIssuedAt(issued)
    .setExpirationTime(issued + PREVIEW_TTL_SECONDS)
    .sign(keyOf(secret));
  return { token, expiresAt: new Date((issued + PREVIEW_TTL_SECONDS) * 1000) };
}

/**
 * Whether `token` opens the preview of `subject` at `now`, and which saved draft it names: expired, not
 * ours (forged, altered, or lacking an expiry or a draft: jose accepts a token without `exp` as never
 * expiring, so it is required here), or another item's.
 */
export async function checkPreviewToken(secret: string, token: string, subject: PreviewSubject, now: Date): Promise<PreviewCheck> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      currentDate: now,
      clockTolerance: 0,
      requiredClaims: ['exp', 'sub', 'draft'],
    });
    if (typeof payload.draft !== 'string') return { ok: false, reason: 'invalid' };
    return payload.sub === subjectOf(subject) ? { ok: true, draftSavedAt: payload.draft } : { ok: false, reason: 'other-item' };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
