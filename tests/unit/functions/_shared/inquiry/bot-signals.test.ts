import { describe, expect, it } from 'vitest';
import { botSignal } from '#functions/_shared/inquiry/bot-signals.ts';
import { MIN_FILL_MS, signFormToken } from '#functions/_shared/inquiry/form-token.ts';

const secret = 'unit-test-form-signing-secret-0123456789abcdef';
const at = Date.UTC(2026, 10, 24, 12);

describe('botSignal', () => {
  it('finds none in a person\'s submission: no honeypot, a token older than the fastest fill, or no token (no JavaScript)', () => {
    expect(botSignal({ data: { homepage: '', formToken: signFormToken(secret, at - MIN_FILL_MS) }, secret, at })).toBeUndefined();
    expect(botSignal({ data: { homepage: '   ' }, secret, at })).toBeUndefined();
    expect(botSignal({ data: { formToken: 'forged.token' }, secret, at })).toBeUndefined();
  });

  it('names the honeypot first, then a submission sent sooner after its token than a person could', () => {
    expect(botSignal({ data: { homepage: 'http://spam.example' }, secret, at })).toBe('honeypot');
    expect(botSignal({ data: { homepage: 'x', formToken: signFormToken(secret, at) }, secret, at })).toBe('honeypot');
    expect(botSignal({ data: { formToken: signFormToken(secret, at - MIN_FILL_MS + 1) }, secret, at })).toBe('too-fast');
    // A token from the future is as suspicious as one from a moment ago.
    expect(botSignal({ data: { formToken: signFormToken(secret, at + 60_000) }, secret, at })).toBe('too-fast');
  });

  it('does not time a form the browser autofilled (sent within a second of the first touch), only exactly `true` counts', () => {
    const fresh = signFormToken(secret, at - 200);
    expect(botSignal({ data: { formToken: fresh, autofilled: true }, secret, at })).toBeUndefined();
    expect(botSignal({ data: { formToken: fresh, autofilled: 'true' }, secret, at })).toBe('too-fast');
    expect(botSignal({ data: { formToken: fresh, autofilled: false }, secret, at })).toBe('too-fast');
    // The honeypot still catches an autofilled bot.
    expect(botSignal({ data: { formToken: fresh, autofilled: true, homepage: 'x' }, secret, at })).toBe('honeypot');
  });
});
