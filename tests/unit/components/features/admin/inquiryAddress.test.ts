/**
 * The inquiries tab's views in the address (inquiryAddress.ts): the list's filters and one inquiry
 * by its reference are read back as they were written, and whatever else an address holds (an old
 * link, a typo, a value no filter offers) is dropped, never thrown.
 */
import { describe, expect, it } from 'vitest';
import { filtersFromQuery, inquiryHash, parseInquiryAddress, type InquiryAddress } from '#components/features/admin/inquiryAddress.ts';
import { NO_FILTERS, type InquiryFilters } from '#components/features/admin/inquiries.ts';
import { namedTab } from '#components/features/admin/tabs.ts';
import { deskPath } from '#domain/inquiry/desk-address.ts';

const list = (filters: Partial<InquiryFilters> = {}): InquiryAddress => ({ kind: 'list', filters: { ...NO_FILTERS, ...filters } });

describe('the inquiries tab in the address', () => {
  it('reads the plain list, with or without the #', () => {
    expect(parseInquiryAddress('#inquiries')).toEqual(list());
    expect(parseInquiryAddress('inquiries')).toEqual(list());
    expect(parseInquiryAddress('#inquiries?')).toEqual(list());
    expect(parseInquiryAddress('#inquiries/')).toEqual(list());
  });

  it('is no address of the tab when the hash names another tab or none', () => {
    for (const hash of ['', '#', '#notices/12', '#main', '#inquiriesx', '#dashboard?status=new']) expect(parseInquiryAddress(hash), hash).toBeUndefined();
  });

  it('writes every filter and reads it back the same, a search in Korean, Japanese or with & and # included', () => {
    const views: InquiryAddress[] = [
      list(),
      list({ status: 'new' }),
      list({ q: '김민수 & 한빛#상사', status: 'spam', service: 'visa', assignee: 'me', overdue: true }),
      list({ q: '工場 設立?', assignee: 'none' }),
      list({ q: '100% = 50/50 + 1' }),
    ];
    for (const view of views) expect(parseInquiryAddress(inquiryHash(view))).toEqual(view);
    expect(inquiryHash(list({ status: 'new', q: 'PMA' }))).toBe('#inquiries?q=PMA&status=new');
    expect(inquiryHash(list())).toBe('#inquiries');
  });

  it('reads one inquiry by its reference, as deskPath writes it and as inquiryHash writes it', () => {
    const one: InquiryAddress = { kind: 'inquiry', reference: 'NB-2026-7KQ4MX' };
    expect(parseInquiryAddress('#inquiries/NB-2026-7KQ4MX')).toEqual(one);
    expect(parseInquiryAddress(new URL(deskPath('NB-2026-7KQ4MX'), 'https://www.firm.example').hash)).toEqual(one);
    expect(parseInquiryAddress(inquiryHash(one))).toEqual(one);
    // Whatever was typed after the reference's slash is the server's to find or not (404: "not found").
    expect(parseInquiryAddress('#inquiries/nb-2026-7kq4mx')).toEqual({ kind: 'inquiry', reference: 'nb-2026-7kq4mx' });
    expect(parseInquiryAddress('#inquiries/%E4%B8%8D')).toEqual({ kind: 'inquiry', reference: '不' });
  });

  it('drops values no filter offers, and keeps the valid ones beside them', () => {
    expect(filtersFromQuery('status=archived&service=space-travel&assignee=7&overdue=yes&q=')).toEqual(NO_FILTERS);
    expect(filtersFromQuery('status=NEW&service=Visa&assignee=ME')).toEqual(NO_FILTERS);
    expect(filtersFromQuery('status=done&service=nope&assignee=none&overdue=1&unknown=x')).toEqual({ ...NO_FILTERS, status: 'done', assignee: 'none', overdue: true });
    expect(filtersFromQuery('q=%20%20PMA%20%20')).toEqual({ ...NO_FILTERS, q: 'PMA' });
    expect(filtersFromQuery(`q=${'가'.repeat(500)}`).q).toHaveLength(200);
  });

  it('never throws on a malformed address: it opens the list', () => {
    for (const hash of ['#inquiries/%E0%A4%A', '#inquiries?q=%E0%A4%A&status=new', '#inquiries?%%%', `#inquiries/${'N'.repeat(100)}`, '#inquiries?status=new&status=done']) {
      expect(() => parseInquiryAddress(hash), hash).not.toThrow();
    }
    expect(parseInquiryAddress('#inquiries/%E0%A4%A')).toEqual(list());
    expect(parseInquiryAddress(`#inquiries/${'N'.repeat(100)}`)).toEqual(list());
    expect(parseInquiryAddress('#inquiries?status=new&status=done')).toEqual(list({ status: 'new' }));
  });

  it('keeps the tab open under a view or an inquiry of it', () => {
    expect(namedTab('#inquiries?status=new')).toBe('inquiries');
    expect(namedTab('#inquiries/NB-2026-7KQ4MX')).toBe('inquiries');
  });
});
