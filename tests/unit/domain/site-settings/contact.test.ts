import { describe, expect, it } from 'vitest';
import { defaultContactChannels } from '#data/company.ts';
import { cityLine, contactChannelsOr, messengers, shownPhones, validateContactChannels, whatsappHref } from '#domain/site-settings/contact.ts';

describe('contact channels', () => {
  it('accept the defaults, trim values and turn full-width digits into ASCII ones', () => {
    expect(validateContactChannels(defaultContactChannels)).toEqual({ ok: true, value: defaultContactChannels });
    const typed = validateContactChannels({ ...defaultContactChannels, whatsapp: ' ＋６２ 811 9000 1234 ' });
    expect(typed.ok && typed.value.whatsapp).toBe('+62 811 9000 1234');
  });

  it('reduce a KakaoTalk address (with or without /chat) to the channel id, and refuse what is not one', () => {
    for (const input of ['_NbConsult', 'https://pf.kakao.com/_NbConsult', 'pf.kakao.com/_NbConsult/chat']) {
      const result = validateContactChannels({ ...defaultContactChannels, kakaoChannel: input });
      expect(result.ok && result.value.kakaoChannel, input).toBe('_NbConsult');
    }
    expect(validateContactChannels({ ...defaultContactChannels, kakaoChannel: 'https://evil.example/_x' })).toMatchObject({ ok: false, errors: { kakaoChannel: 'kakao' } });
  });

  it('name each bad field with its reason: required, phone without country code, too long, control characters', () => {
    const result = validateContactChannels({ ...defaultContactChannels, officePhone: '', mobilePhone: '0812 3456 7890', street: 'x'.repeat(201), locality: 'Jakarta\u0007', whatsapp: '+62 1' });
    expect(result).toEqual({ ok: false, errors: { officePhone: 'required', mobilePhone: 'phone', street: 'tooLong', locality: 'invalidChars', whatsapp: 'phone' } });
    expect(validateContactChannels(null)).toMatchObject({ ok: false });
  });

  it('show stored values only when they still pass, the defaults otherwise', () => {
    const mine = { ...defaultContactChannels, whatsapp: '+62 1' };
    expect(contactChannelsOr(mine, defaultContactChannels)).toEqual(defaultContactChannels);
    expect(contactChannelsOr(undefined, defaultContactChannels)).toEqual(defaultContactChannels);
  });

  it('make tel: and wa.me links, no-break spaced numbers, messengers only when set, and the city line without gaps', () => {
    const set = { ...defaultContactChannels, mobilePhone: '', whatsapp: '+62 811 9000 1234', kakaoChannel: '_NbConsult', region: '' };
    expect(shownPhones(set)).toEqual({ office: { href: 'tel:+622150101234', display: '+62\u00a021\u00a05010\u00a01234' }, mobile: undefined });
    expect(messengers(set)).toEqual([
      { kind: 'whatsapp', href: 'https://wa.me/6281190001234', display: '+62\u00a0811\u00a09000\u00a01234' },
      { kind: 'kakao', href: 'https://pf.kakao.com/_NbConsult', display: '_NbConsult' },
    ]);
    expect(messengers(defaultContactChannels)).toEqual([]);
    expect(whatsappHref('+62 (811) 9000-1234')).toBe('https://wa.me/6281190001234');
    expect(cityLine(set)).toBe('Jakarta Selatan, 12190');
    expect(cityLine(defaultContactChannels)).toBe('Jakarta Selatan, DKI Jakarta 12190');
  });
});
