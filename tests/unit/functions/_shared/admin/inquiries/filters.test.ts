import { describe, expect, it } from 'vitest';
import { describeFilters, MAX_QUERY_LENGTH, parseInquiryFilters } from '#functions/_shared/admin/inquiries/filters.ts';

const parse = (query: string) => parseInquiryFilters(new URLSearchParams(query));

describe('parseInquiryFilters', () => {
  it('accepts no filter, and treats empty or blank values as none', () => {
    expect(parse('')).toEqual({ ok: true, filters: {} });
    expect(parse('status=&service=%20&q=%20%20&page=3')).toEqual({ ok: true, filters: {} });
  });

  it('keeps a known status and service key and the trimmed search text', () => {
    expect(parse('status=in_progress&service=visa&q=%20%ED%95%9C%EB%B9%9B%20')).toEqual({
      ok: true,
      filters: { status: 'in_progress', service: 'visa', q: '한빛' },
    });
  });

  it('refuses an unknown status or service and an overlong search, naming each field', () => {
    const result = parse(`status=closed&service=Visa&q=${'x'.repeat(MAX_QUERY_LENGTH + 1)}`);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.fields).sort()).toEqual(['q', 'service', 'status']);
    expect(result.fields.status).toContain('new, in_progress, done');
  });

  it('accepts a search of exactly the longest length', () => {
    expect(parse(`q=${'가'.repeat(MAX_QUERY_LENGTH)}`).ok).toBe(true);
  });
});

describe('describeFilters', () => {
  it('names the filters but never the search text', () => {
    expect(describeFilters({})).toBe('no filter');
    expect(describeFilters({ status: 'done', service: 'hr', q: '김민수' })).toBe('status=done, service=hr, search');
  });
});
