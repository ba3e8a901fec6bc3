import { NO_SOURCE } from '#domain/inquiry/source.ts';
import { describe, expect, it } from 'vitest';
import { adminKo } from '#data/admin/app/ko.ts';
import { telHref } from '#domain/phone.ts';
import { afterChange, filterQuery, inView, isFiltered, isInquiryStatus, NO_FILTERS, replaceInquiry, withoutInquiry, type Inquiry } from '#components/features/admin/inquiries.ts';

describe('inquiries', () => {
  it('builds the filter query without empty filters', () => {
    expect(filterQuery(NO_FILTERS)).toBe('');
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(filterQuery({ q: '  김 철수 ', status: 'done', service: '' })).toBe('?q=%EA%B9%80+%EC%B2%A0%EC%88%98&status=done');
    expect(filterQuery({ q: '', status: '', service: 'hr' })).toBe('?service=hr');
    expect(isFiltered({ q: ' ', status: '', service: '' })).toBe(false);
  });

  it('knows the three statuses', () => {
    expect(isInquiryStatus('in_progress')).toBe(true);
    expect(isInquiryStatus('closed')).toBe(false);
    expect(adminKo.inquiries.statuses).toEqual({ new: '신규', in_progress: '진행 중', done: '완료', spam: '스팸' });
  });

  it('makes tel: addresses of digits and a leading plus', () => {
    expect(telHref('+62 (21) 555-0199')).toBe('tel:+62215550199');
    expect(telHref('010-1234-5678')).toBe('tel:01012345678');
  });

  const base = {
    reference: 'R', name: 'n', company: 'c', email: 'e', phone: 'p', service: 'hr', budget: null, message: null, privacy: true, locale: 'ko',
    status: 'new', statusUpdatedAt: null, spamReason: null, version: 1, updatedBy: null, assignee: null, followUpOn: null, source: NO_SOURCE, createdAt: '2026-01-01T00:00:00Z',
  } as const;

  it('replaces and removes one inquiry', () => {
    const list: Inquiry[] = [{ ...base, id: 1 }, { ...base, id: 2 }];
    expect(replaceInquiry(list, { ...base, id: 2, status: 'done' }).map((i) => i.status)).toEqual(['new', 'done']);
    expect(withoutInquiry(list, 1).map((i) => i.id)).toEqual([2]);
  });

  it('keeps a changed inquiry only in the view it still belongs to (spam has its own)', () => {
    const list: Inquiry[] = [{ ...base, id: 1 }, { ...base, id: 2 }];
    const spam = { ...base, id: 2, status: 'spam', spamReason: 'manual' } as const;
    expect(afterChange(list, spam, NO_FILTERS).map((i) => i.id)).toEqual([1]);
    const spamView = { ...NO_FILTERS, status: 'spam' };
    const quarantined: Inquiry[] = [{ ...base, id: 3, status: 'spam', spamReason: 'too-fast' }];
    expect(afterChange(quarantined, { ...base, id: 3, status: 'new', spamReason: 'too-fast' }, spamView)).toEqual([]);
    expect(afterChange(list, { ...base, id: 1, status: 'done' }, NO_FILTERS).map((i) => i.status)).toEqual(['done', 'new']);
    expect(inView(NO_FILTERS, spam)).toBe(false);
    expect(inView(spamView, spam)).toBe(true);
  });
});
