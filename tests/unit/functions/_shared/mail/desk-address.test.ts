import { afterEach, describe, expect, it } from 'vitest';
import { deskAddressFor, deskMailbox, referenceInRecipients, referenceInText, withDeskAddress } from '#functions/_shared/mail/desk-address.ts';

const env = { INBOUND_MAIL_ADDRESS: 'desk@Example.com' };
const saved = process.env['INBOUND_MAIL_ADDRESS'];
afterEach(() => {
  if (saved === undefined) delete process.env['INBOUND_MAIL_ADDRESS'];
  else process.env['INBOUND_MAIL_ADDRESS'] = saved;
});

describe('the desk address', () => {
  it('puts the reference after a plus, and is nothing without INBOUND_MAIL_ADDRESS or with a malformed one', () => {
    expect(deskAddressFor('NB-2026-7KQ4MX', env)).toBe('desk+NB-2026-7KQ4MX@example.com');
    expect(deskAddressFor('NB-2026-7KQ4MX', {})).toBeUndefined();
    for (const bad of ['desk', 'desk@', '@example.com', 'desk+x@example.com', 'Desk <desk@example.com>', 'a@b@example.com', 'desk@localhost']) {
      expect(deskMailbox({ INBOUND_MAIL_ADDRESS: bad }), bad).toBeUndefined();
    }
  });

  it('joins the reply path after the usual address, and changes nothing without the setting', () => {
    delete process.env['INBOUND_MAIL_ADDRESS'];
    expect(withDeskAddress('NB-2026-7KQ4MX', 'contact@nusantarabridge.co.id')).toBe('contact@nusantarabridge.co.id');
    process.env['INBOUND_MAIL_ADDRESS'] = 'desk@example.com';
    expect(withDeskAddress('NB-2026-7KQ4MX', 'contact@nusantarabridge.co.id')).toEqual([
      'contact@nusantarabridge.co.id',
      { name: 'PT Nusantara Bridge Consulting (NB-2026-7KQ4MX)', address: 'desk+NB-2026-7KQ4MX@example.com' },
    ]);
  });
});

describe('finding the reference of a received mail', () => {
  it('in a recipient that is the desk address with a reference, in any case', () => {
    const desk = deskMailbox(env);
    expect(referenceInRecipients(['kim@example.com', 'desk+nb-2026-7kq4mx@example.com'], desk)).toBe('NB-2026-7KQ4MX');
    expect(referenceInRecipients(['DESK+NB-2026-7KQ4MX@EXAMPLE.COM'], desk)).toBe('NB-2026-7KQ4MX');
    // Another domain, another mailbox, a tag that is no reference, or no desk set up: none.
    expect(referenceInRecipients(['desk+NB-2026-7KQ4MX@example.org'], desk)).toBeUndefined();
    expect(referenceInRecipients(['sales+NB-2026-7KQ4MX@example.com'], desk)).toBeUndefined();
    expect(referenceInRecipients(['desk+hello@example.com', 'desk+NB-2026-7KQ4MU@example.com'], desk)).toBeUndefined();
    expect(referenceInRecipients(['desk+NB-2026-7KQ4MX@example.com'], undefined)).toBeUndefined();
  });

  it('in a subject, wherever it stands, but not inside a longer code', () => {
    expect(referenceInText('Re: [NB-2026-7KQ4MX] PMA 설립 문의 답변')).toBe('NB-2026-7KQ4MX');
    expect(referenceInText('RE: [웹사이트 문의 nb-2026-7kq4mx] 한빛상사 · 비자')).toBe('NB-2026-7KQ4MX');
    expect(referenceInText('답장: 문의 NB-2026-7KQ4MX 관련')).toBe('NB-2026-7KQ4MX');
    expect(referenceInText('XNB-2026-7KQ4MX')).toBeUndefined();
    expect(referenceInText('NB-2026-7KQ4MXY')).toBeUndefined();
    expect(referenceInText('NB-2026-7KQ4MU')).toBeUndefined();
    expect(referenceInText('Hello')).toBeUndefined();
  });
});
