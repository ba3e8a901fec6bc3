import { describe, expect, it } from 'vitest';
import { safeLinkUrl, withDefaultScheme } from '#components/features/admin-editor/linkUrl.ts';

describe('safeLinkUrl', () => {
  it.each([
    ['https://example.com/page?q=1#x', 'https://example.com/page?q=1#x'],
    ['http://example.com', 'http://example.com'],
    ['  https://example.com  ', 'https://example.com'],
    ['HTTPS://EXAMPLE.COM/', 'HTTPS://EXAMPLE.COM/'],
    ['mailto:info@example.com', 'mailto:info@example.com'],
    ['tel:+62-21-555-0100', 'tel:+62-21-555-0100'],
    ['https://example.com/서비스', 'https://example.com/서비스'],
  ])('keeps the allowed address %j', (raw, expected) => {
    expect(safeLinkUrl(raw)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    ' \t javascript:alert(1)',
    'java\u0000script:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:image/png;base64,AAAA',
    'file:///etc/passwd',
    'ftp://example.com',
    '/relative/path',
    'relative/path',
    '//evil.example/x',
    '#anchor',
    '',
    '   ',
    'http://',
    'https://[::1',
    'not a url',
  ])('blanks the disallowed or malformed address %j', (raw) => {
    expect(safeLinkUrl(raw)).toBe('');
  });

  it('re-serialises an address with inner spaces so it stays one valid URL', () => {
    expect(safeLinkUrl('https://example.com/a b')).toBe('https://example.com/a%20b');
  });
});

describe('withDefaultScheme', () => {
  it('adds https:// to a bare host name', () => {
    expect(withDefaultScheme('example.com/page')).toBe('https://example.com/page');
    expect(withDefaultScheme('www.example.co.id')).toBe('https://www.example.co.id');
  });

  it('leaves addresses with a scheme and non-hosts alone', () => {
    expect(withDefaultScheme('mailto:a@b.c')).toBe('mailto:a@b.c');
    expect(withDefaultScheme('javascript:alert(1)')).toBe('javascript:alert(1)');
    expect(withDefaultScheme('/relative')).toBe('/relative');
    expect(withDefaultScheme('hello')).toBe('hello');
  });
});
