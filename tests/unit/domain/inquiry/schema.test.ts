import { describe, expect, it } from 'vitest';
import {
  errorMessage, FIELD_ORDER, firstInvalidField, inquiryMessages, LIMITS, validateInquiry,
} from '#domain/inquiry/schema.ts';
import { inquirySeed } from '#data/pages/inquiry/index.ts';

const valid = {
  name: 'Kim Minsu', company: 'Hanbit Trading', email: 'minsu@example.com', phone: '+62 812 3456 7890',
  service: 'visa', budget: 'discuss', message: 'Hello', privacy: true,
};

describe('validateInquiry', () => {
  it('accepts a complete inquiry and returns clean values', () => {
    expect(validateInquiry({ ...valid, name: '  Kim Minsu ', message: ' a\r\nb\rc ' })).toEqual({
      ok: true,
      value: { ...valid, message: 'a\nb\nc', privacy: true },
    });
  });

  it('treats optional budget and message as absent when empty', () => {
    const result = validateInquiry({ ...valid, budget: '', message: '   ' });
    expect(result.ok && result.value.budget).toBeUndefined();
    expect(result.ok && result.value.message).toBeUndefined();
    expect(validateInquiry({ ...valid, budget: undefined, message: undefined }).ok).toBe(true);
  });

  it('accepts form-post strings for consent ("true" from the checkbox value, "on" by default)', () => {
    expect(validateInquiry({ ...valid, privacy: 'true' }).ok).toBe(true);
    expect(validateInquiry({ ...valid, privacy: 'on' }).ok).toBe(true);
    for (const privacy of [false, 'false', '', 0, 1, null, undefined, 'TRUE']) {
      expect(validateInquiry({ ...valid, privacy })).toEqual({ ok: false, errors: { privacy: 'privacy' } });
    }
  });

  it('reports every missing required field with the key its message needs', () => {
    expect(validateInquiry({})).toEqual({
      ok: false,
      errors: { name: 'required', company: 'required', email: 'email', phone: 'required', service: 'required', privacy: 'privacy' },
    });
    expect(validateInquiry({ ...valid, name: '   ' })).toEqual({ ok: false, errors: { name: 'required' } });
  });

  it('reports a non-object input like an empty form', () => {
    for (const input of [null, undefined, 'x', 42, []]) {
      const result = validateInquiry(input);
      expect(result.ok).toBe(false);
      expect(result.ok ? [] : Object.keys(result.errors)).toEqual(['name', 'company', 'email', 'phone', 'service', 'privacy']);
    }
  });

  it('knows only the option keys (reading A of the spec, with comprehensive)', () => {
    for (const service of ['investment', 'licensing', 'hr', 'visa', 'legal', 'realestate', 'comprehensive', 'other']) {
      expect(validateInquiry({ ...valid, service }).ok, service).toBe(true);
    }
    for (const budget of ['under10k', 'k10to50', 'k50to100', 'k100to500', 'over500k', 'discuss']) {
      expect(validateInquiry({ ...valid, budget }).ok, budget).toBe(true);
    }
    expect(validateInquiry({ ...valid, service: 'marketing' })).toEqual({ ok: false, errors: { service: 'option' } });
    expect(validateInquiry({ ...valid, budget: 'under-50' })).toEqual({ ok: false, errors: { budget: 'option' } });
    expect(validateInquiry({ ...valid, budget: 'under50' })).toEqual({ ok: false, errors: { budget: 'option' } });
  });

  it('checks e-mail addresses', () => {
    for (const email of ['a@b.co', 'first.last+tag@sub.example.co.id']) expect(validateInquiry({ ...valid, email }).ok, email).toBe(true);
    for (const email of ['', 'a', 'a@b', '@b.co', 'a b@c.co', 'a@b.co\nBcc: x@y.z']) {
      expect(validateInquiry({ ...valid, email }), email).toEqual({ ok: false, errors: { email: 'email' } });
    }
  });

  it('checks phone numbers: digits and + - ( ) . / space, at least 6 digits; full-width input is normalised', () => {
    for (const phone of ['+62 21 5010 1234', '(021) 501-01234', '010.1234.5678', '０８１２－３４５６－７８９０']) {
      expect(validateInquiry({ ...valid, phone }).ok, phone).toBe(true);
    }
    expect(validateInquiry({ ...valid, phone: '０８１２－３４５６' }).ok && 'ok').toBe('ok');
    const normalised = validateInquiry({ ...valid, phone: '０８１２－３４５６－７８９０' });
    expect(normalised.ok && normalised.value.phone).toBe('0812-3456-7890');
    for (const phone of ['12345', 'call me', '+62 812#3456', '0812\t3456']) expect(validateInquiry({ ...valid, phone }).ok, phone).toBe(false);
  });

  it('applies the length limits at the boundary', () => {
    for (const field of ['name', 'company'] as const) {
      expect(validateInquiry({ ...valid, [field]: 'x'.repeat(LIMITS[field]) }).ok).toBe(true);
      expect(validateInquiry({ ...valid, [field]: 'x'.repeat(LIMITS[field] + 1) })).toEqual({ ok: false, errors: { [field]: 'tooLong' } });
    }
    expect(validateInquiry({ ...valid, message: 'x'.repeat(5000) }).ok).toBe(true);
    expect(validateInquiry({ ...valid, message: 'x'.repeat(5001) })).toEqual({ ok: false, errors: { message: 'tooLong' } });
    expect(validateInquiry({ ...valid, email: `${'x'.repeat(245)}@example.com` })).toEqual({ ok: false, errors: { email: 'tooLong' } });
    expect(validateInquiry({ ...valid, phone: '1'.repeat(41) })).toEqual({ ok: false, errors: { phone: 'tooLong' } });
  });

  it('refuses control characters in single-line fields and NUL in the message', () => {
    for (const bad of ['a\rb', 'a\nb', 'a\u0000b', 'a\tb', 'a\u2028b', 'a\u0085b', '\udc00']) {
      expect(validateInquiry({ ...valid, name: bad }), JSON.stringify(bad)).toEqual({ ok: false, errors: { name: 'invalidChars' } });
      expect(validateInquiry({ ...valid, company: bad }).ok).toBe(false);
    }
    expect(validateInquiry({ ...valid, message: 'line\nline\ttab' }).ok).toBe(true);
    expect(validateInquiry({ ...valid, message: 'nul\u0000' })).toEqual({ ok: false, errors: { message: 'invalidChars' } });
    expect(validateInquiry({ ...valid, message: 'bell\u0007' })).toEqual({ ok: false, errors: { message: 'invalidChars' } });
  });

  it('reports a value of the wrong type as a field error, not an exception', () => {
    const result = validateInquiry({ ...valid, name: 1, company: {}, email: [], phone: true, service: null, budget: 5, message: {} });
    expect(result).toEqual({ ok: false, errors: { name: 'required', company: 'required', email: 'email', phone: 'required', service: 'required', budget: 'option', message: 'invalidChars' } });
  });
});

describe('messages', () => {
  it('uses the placeholder of a required field and the spec texts for e-mail and consent (ko)', () => {
    const ko = inquirySeed['ko'].form;
    expect(errorMessage('ko', ko, 'name', 'required')).toBe('이름을 입력해주세요');
    expect(errorMessage('ko', ko, 'company', 'required')).toBe('회사명을 입력해주세요');
    expect(errorMessage('ko', ko, 'phone', 'required')).toBe('연락처를 입력해주세요');
    expect(errorMessage('ko', ko, 'service', 'required')).toBe('서비스를 선택해주세요');
    expect(errorMessage('ko', ko, 'email', 'email')).toBe('올바른 이메일 주소를 입력해주세요');
    expect(errorMessage('ko', ko, 'privacy', 'privacy')).toBe('개인정보 수집 및 이용에 동의해주세요');
    expect(errorMessage('ko', ko, 'budget', 'option')).toBe('예산 범위를 선택해주세요');
  });

  it('uses the spec prompts in English and formats limits per locale', () => {
    const en = inquirySeed['en'].form;
    expect(errorMessage('en', en, 'service', 'required')).toBe('Please select a service');
    expect(errorMessage('en', en, 'budget', 'option')).toBe('Please select budget range');
    expect(errorMessage('en', en, 'message', 'tooLong')).toBe('Please use no more than 5,000 characters');
    expect(errorMessage('id', inquirySeed['id'].form, 'message', 'tooLong')).toBe('Maksimal 5.000 karakter');
  });

  it('turns a whole result into texts in form order, and finds the first invalid field', () => {
    const result = validateInquiry({ privacy: true, email: 'x' });
    expect(result.ok).toBe(false);
    const errors = result.ok ? {} : result.errors;
    const messages = inquiryMessages('en', inquirySeed['en'].form, errors);
    expect(Object.keys(messages)).toEqual(['name', 'company', 'email', 'phone', 'service']);
    expect(firstInvalidField(errors)).toBe('name');
    expect(firstInvalidField({ privacy: 'x', email: 'y' })).toBe('email');
    expect(firstInvalidField({})).toBeUndefined();
    expect(FIELD_ORDER).toEqual(['name', 'company', 'email', 'phone', 'service', 'budget', 'message', 'privacy']);
  });

  it('has every message in every locale, without Hangul outside Korean', () => {
    for (const code of ['ko', 'en', 'id', 'zh', 'ja'] as const) {
      const strings = inquirySeed[code].form;
      for (const field of FIELD_ORDER) {
        for (const key of ['required', 'email', 'tooLong', 'invalidChars', 'phone', 'option', 'privacy'] as const) {
          const text = errorMessage(code, strings, field, key);
          expect(text, `${code} ${field} ${key}`).toBeTruthy();
          if (code !== 'ko') expect(text).not.toMatch(/[\uac00-\ud7af]/);
        }
      }
    }
  });
});
