import { describe, expect, it } from 'vitest';
import { smtpSettings, formSigningSecret } from '#functions/_shared/inquiry/config.ts';
import { firmMessage, visitorMessage, type InquiryRecord } from '#functions/_shared/inquiry/messages.ts';
import { MAX_ATTEMPTS, notificationKinds, retryDelayMs } from '#functions/_shared/inquiry/notifications.ts';
import { localeCodes } from '#i18n/locales.ts';
import { inquirySeed } from '#data/pages/inquiry/index.ts';

const settings = smtpSettings({ SMTP_HOST: 'smtp.example.com', SMTP_FROM: 'Website <no-reply@example.com>', INQUIRY_NOTIFY_TO: 'sales@example.com' })!;
const inquiry: InquiryRecord = {
  id: 7, reference: '3f2a9c1b-0000-4000-8000-000000000000', public_ref: 'NB-2026-7KQ4MX', name: 'Jane Doe', company: 'ACME Pte Ltd', email: 'jane@acme.example',
  phone: '+65 6123 4567', service: 'visa', budget: 'k10to50', message: 'Need KITAS for 3 staff.\nSecond line.',
  created_at: new Date('2026-11-22T03:00:00Z'), consent_version: '2025-01-01', locale: 'en', consented_at: new Date('2026-11-22T03:00:00Z'),
};

describe('settings', () => {
  it('need SMTP_HOST and SMTP_FROM; port 587 by default, implicit TLS on 465', () => {
    expect(smtpSettings({})).toBeUndefined();
    expect(smtpSettings({ SMTP_HOST: 'h' })).toBeUndefined();
    expect(smtpSettings({ SMTP_HOST: 'h', SMTP_FROM: 'f' })).toMatchObject({ port: 587, secure: false, user: undefined, notifyTo: undefined });
    expect(smtpSettings({ SMTP_HOST: 'h', SMTP_FROM: 'f', SMTP_PORT: '465' })).toMatchObject({ port: 465, secure: true });
    expect(smtpSettings({ SMTP_HOST: 'h', SMTP_FROM: 'f', SMTP_PORT: '2525', SMTP_SECURE: 'true', SMTP_USER: 'u', SMTP_PASS: 'p' })).toMatchObject({ port: 2525, secure: true, user: 'u', pass: 'p' });
  });

  it('decide which e-mails an inquiry is owed', () => {
    expect(notificationKinds(undefined)).toEqual([]);
    expect(notificationKinds(settings)).toEqual(['firm', 'visitor']);
    expect(notificationKinds({ ...settings, notifyTo: undefined })).toEqual(['visitor']);
  });

  it('have no default form-signing secret', () => {
    expect(formSigningSecret({})).toBeUndefined();
    expect(formSigningSecret({ FORM_SIGNING_SECRET: 'short' })).toBeUndefined();
    expect(formSigningSecret({ FORM_SIGNING_SECRET: 'x'.repeat(32) })).toBe('x'.repeat(32));
  });
});

describe('retries', () => {
  it('back off exponentially from 1 minute to at most 2 hours, then give up', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(retryDelayMs).map((ms) => ms / 60_000)).toEqual([1, 2, 4, 8, 16, 32, 64, 120, 120]);
    expect(MAX_ATTEMPTS).toBe(10);
  });
});

describe('the firm’s e-mail', () => {
  const message = firmMessage(inquiry, settings, inquirySeed);
  it('comes from the site, goes to the firm, and puts the visitor only in Reply-To', () => {
    expect(message.from).toBe('Website <no-reply@example.com>');
    expect(message.to).toBe('sales@example.com');
    expect(message.replyTo).toEqual({ name: 'Jane Doe', address: 'jane@acme.example' });
    expect(message.from).not.toContain('jane@acme.example');
  });

  it('carries every field, with option labels and keys, the language and the consent', () => {
    expect(message.subject).toBe('[웹사이트 문의 NB-2026-7KQ4MX] ACME Pte Ltd · 비자·체류 허가');
    for (const text of ['Jane Doe', 'ACME Pte Ltd', 'jane@acme.example', '+65 6123 4567', 'Visas and residence permits (visa)', 'USD 10K–50K (k10to50)', 'Need KITAS for 3 staff.\nSecond line.', 'English (en)', '2025-01-01']) {
      expect(message.text).toContain(text);
    }
  });
});

describe('the visitor’s confirmation', () => {
  it('is in the visitor’s language, from the site, with the firm as Reply-To', () => {
    const message = visitorMessage(inquiry, settings, inquirySeed);
    expect(message.to).toBe('jane@acme.example');
    expect(message.from).toBe('Website <no-reply@example.com>');
    expect(message.replyTo).toBe('contact@nusantarabridge.co.id');
    expect(message.subject).toBe('Nusantara Bridge Consulting: we have received your inquiry (NB-2026-7KQ4MX)');
    expect(message.text).toContain('within 24 hours');
    expect(message.text).toContain('Visas and residence permits');
    expect(message.headers).toEqual({ 'Auto-Submitted': 'auto-generated' });
  });

  it('echoes none of the visitor’s free text (the form cannot relay a message to a third party)', () => {
    const message = visitorMessage({ ...inquiry, name: 'Buy cheap pills at spam.example', company: 'spam.example', message: 'Visit spam.example' }, settings, inquirySeed);
    expect(`${message.subject}\n${message.text}`).not.toContain('spam.example');
  });

  it('exists in every locale, without Hangul outside Korean', () => {
    for (const locale of localeCodes) {
      const message = visitorMessage({ ...inquiry, locale }, settings, inquirySeed);
      expect(message.text.length).toBeGreaterThan(100);
      if (locale !== 'ko') expect(message.subject + message.text).not.toMatch(/[\uac00-\ud7af]/);
    }
    expect(visitorMessage({ ...inquiry, locale: 'ko' }, settings, inquirySeed).subject).toContain('접수되었습니다');
  });

  it('quotes the readable reference, never the internal uuid', () => {
    for (const message of [firmMessage(inquiry, settings, inquirySeed), visitorMessage(inquiry, settings, inquirySeed)]) {
      expect(message.subject).toContain('NB-2026-7KQ4MX');
      expect(message.subject + message.text).not.toContain('3f2a9c1b');
    }
  });
});
