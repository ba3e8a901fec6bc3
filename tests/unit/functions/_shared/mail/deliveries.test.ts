import { describe, expect, it } from 'vitest';
import { newMessageId } from '#functions/_shared/mail/deliveries.ts';

describe('the Message-ID of an outgoing mail', () => {
  it('is unique, in angle brackets, in the sender\'s domain however the sender is written', () => {
    const a = newMessageId('no-reply@nusantarabridge.co.id');
    expect(a).toMatch(/^<[0-9a-f-]{36}@nusantarabridge\.co\.id>$/);
    expect(newMessageId('no-reply@nusantarabridge.co.id')).not.toBe(a);
    expect(newMessageId('"Nusantara Bridge" <No-Reply@Mail.Example.COM>')).toMatch(/@mail\.example\.com>$/);
    expect(newMessageId('not an address')).toMatch(/@localhost>$/);
  });
});
