import { describe, expect, it } from 'vitest';
import { mayResend, PENDING_LOST_MS } from '#domain/mail/delivery.ts';

describe('whether a reply may be sent again', () => {
  const now = new Date('2026-11-28T10:00:00Z');
  const at = (msAgo: number) => new Date(now.getTime() - msAgo).toISOString();

  it('allows a reply that failed or bounced', () => {
    expect(mayResend({ kind: 'reply', status: 'failed', at: at(0) }, now)).toBe(true);
    expect(mayResend({ kind: 'reply', status: 'bounced', at: at(0) }, now)).toBe(true);
  });

  it('never one that went, nor any other kind of mail', () => {
    expect(mayResend({ kind: 'reply', status: 'sent', at: at(PENDING_LOST_MS * 10) }, now)).toBe(false);
    expect(mayResend({ kind: 'acknowledgement', status: 'failed', at: at(0) }, now)).toBe(false);
    expect(mayResend({ kind: 'invitation', status: 'bounced', at: at(0) }, now)).toBe(false);
  });

  it('allows one left pending only once it is clearly lost, not while it may still be on its way', () => {
    expect(mayResend({ kind: 'reply', status: 'pending', at: at(60_000) }, now)).toBe(false);
    expect(mayResend({ kind: 'reply', status: 'pending', at: at(PENDING_LOST_MS) }, now)).toBe(false);
    expect(mayResend({ kind: 'reply', status: 'pending', at: at(PENDING_LOST_MS + 1) }, now)).toBe(true);
  });
});
