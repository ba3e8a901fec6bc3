import { describe, expect, it } from 'vitest';
import { typedOver } from '#components/features/admin/inquiry-desk/useReplyTemplates.ts';
import { fillPlaceholders, templatesByLanguage, type ReplyTemplate } from '#domain/inquiry/reply-templates.ts';

const values = { name: '김민수', reference: 'NB-2026-7KQ4MX' };

describe('filling a reply template', () => {
  it('puts the visitor’s name and the reference in every place they stand', () => {
    expect(fillPlaceholders('{name}님, 접수 번호 {reference} ({name})', values)).toBe('김민수님, 접수 번호 NB-2026-7KQ4MX (김민수)');
  });

  it('leaves other braces and text without placeholders as written', () => {
    expect(fillPlaceholders('Dear {Name}, {company} {{reference}}', values)).toBe('Dear {Name}, {company} {NB-2026-7KQ4MX}');
    expect(fillPlaceholders('Thank you.', values)).toBe('Thank you.');
  });

  it('keeps a value as typed, even one that looks like a replacement pattern or a placeholder', () => {
    expect(fillPlaceholders('Dear {name}, ref {reference}', { name: "$& O'Brien {reference}", reference: '$1' })).toBe("Dear $& O'Brien {reference}, ref $1");
  });
});

const template = (id: number, locale: ReplyTemplate['locale'], name: string): ReplyTemplate =>
  ({ id, locale, name, subject: 's', body: 'b', version: 1, updatedBy: null, updatedAt: '', createdAt: '' });

describe('the template choice of a reply', () => {
  it('lists the inquiry’s language first, then the others in the registry’s order, by name, without empty languages', () => {
    const all = [template(1, 'ko', '감사'), template(2, 'en', 'Thanks'), template(3, 'ja', 'お礼'), template(4, 'en', 'Follow-up'), template(5, 'zh', '感谢')];
    const groups = templatesByLanguage(all, 'en');
    expect(groups.map((g) => [g.locale, g.templates.map((t) => t.id)])).toEqual([['en', [4, 2]], ['ko', [1]], ['zh', [5]], ['ja', [3]]]);
    expect(templatesByLanguage(all, 'id')[0]!.locale).toBe('ko');
  });

  it('asks before replacing only what the person typed themselves', () => {
    const placed = { subject: 'Your inquiry', body: '' };
    expect(typedOver({ subject: 'Your inquiry', body: '' }, placed)).toBe(false);
    expect(typedOver({ subject: '', body: '  ' }, placed)).toBe(false);
    expect(typedOver({ subject: 'Your inquiry', body: 'Dear Ms Lee' }, placed)).toBe(true);
    expect(typedOver({ subject: 'About your visa', body: '' }, placed)).toBe(true);
    expect(typedOver({ subject: 'Thanks', body: 'Dear Kim' }, { subject: 'Thanks', body: 'Dear Kim' })).toBe(false);
  });
});
