import { describe, expect, it } from 'vitest';
import { bodyKind, parseBody } from '#functions/_shared/inquiry/body.ts';

const encode = (text: string) => new TextEncoder().encode(text);

describe('bodyKind', () => {
  it('knows JSON and urlencoded forms, in UTF-8 only', () => {
    expect(bodyKind('application/json')).toBe('json');
    expect(bodyKind('Application/JSON; charset=UTF-8')).toBe('json');
    expect(bodyKind('application/x-www-form-urlencoded;charset="utf-8"')).toBe('form');
    for (const type of [null, '', 'text/plain', 'multipart/form-data; boundary=x', 'application/json; charset=iso-8859-1', 'application/jsonx']) {
      expect(bodyKind(type), String(type)).toBeUndefined();
    }
  });
});


describe('parseBody', () => {
  it('parses a JSON object', () => {
    expect(parseBody('json', encode('{"name":"Kim","privacy":true}'))).toEqual({ ok: true, data: { name: 'Kim', privacy: true } });
  });

  it('refuses malformed JSON, non-objects and invalid UTF-8', () => {
    for (const text of ['', '{', '[]', 'null', '42', '"x"', '{"a":1}x']) expect(parseBody('json', encode(text)).ok, text).toBe(false);
    expect(parseBody('json', new Uint8Array([0x7b, 0xc3, 0x28, 0x7d])).ok).toBe(false);
  });

  it('parses a form into strings and refuses a field given twice', () => {
    const parsed = parseBody('form', encode('name=Kim+Minsu&company=%ED%95%9C%EB%B9%9B&privacy=true'));
    expect(parsed.ok && { ...parsed.data }).toEqual({ name: 'Kim Minsu', company: '한빛', privacy: 'true' });
    expect(parseBody('form', encode('name=a&name=b')).ok).toBe(false);
  });

  it('names a field holding NUL, half a surrogate pair or percent-encoded bytes that are not UTF-8', () => {
    // URLSearchParams would have stored U+FFFD in place of what the visitor typed.
    expect(parseBody('form', encode('name=Kim&company=%FF%FE&privacy=true'))).toEqual({ ok: false, unstorable: ['company'] });
    expect(parseBody('form', encode('name=%00&message=%ED%A0%80'))).toEqual({ ok: false, unstorable: ['name', 'message'] });
    expect(parseBody('json', encode('{"name":"Kim","locale":"k\\u0000o","extra":{"a":["\\ud800"]}}'))).toEqual({ ok: false, unstorable: ['locale', 'extra.a.0'] });
    expect(parseBody('json', encode('{"name":"\\ud83d\\ude00 Kim"}'))).toEqual({ ok: true, data: { name: '😀 Kim' } });
  });

  it('does not let a form field named like an object property change anything', () => {
    const parsed = parseBody('form', encode('__proto__=x&constructor=y&toString=z'));
    expect(parsed.ok).toBe(true);
    expect(parsed.ok && Object.getPrototypeOf(parsed.data)).toBeNull();
  });
});
