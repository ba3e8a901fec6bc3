import { describe, expect, it } from 'vitest';
import { firmToday, isOverdue } from '#components/features/admin/inquiry-desk/handling.ts';
import { filterQuery, NO_FILTERS, totalLabel } from '#components/features/admin/inquiries.ts';

describe('the inquiry desk', () => {
  it('counts days in the firm’s calendar (Jakarta)', () => {
    expect(firmToday(new Date('2026-11-24T16:59:00Z'))).toBe('2026-11-24');
    expect(firmToday(new Date('2026-11-24T17:00:00Z'))).toBe('2026-11-25');
  });

  it('is overdue once the follow-up day has passed there, unless done', () => {
    const now = new Date('2026-11-25T01:00:00Z');
    expect(isOverdue({ followUpOn: '2026-11-24', status: 'in_progress' }, now)).toBe(true);
    expect(isOverdue({ followUpOn: '2026-11-25', status: 'new' }, now)).toBe(false);
    expect(isOverdue({ followUpOn: '2026-11-01', status: 'done' }, now)).toBe(false);
    expect(isOverdue({ followUpOn: null, status: 'new' }, now)).toBe(false);
  });

  it('shows the total as the server counted it, "1000+" for a search past its count', () => {
    expect(totalLabel('42', 42)).toBe('42');
    expect(totalLabel('1000+', 50)).toBe('1000+');
    expect(totalLabel(null, 7)).toBe('7');
    expect(totalLabel('NaN', 7)).toBe('7');
  });

  it('asks the list for mine, nobody’s and overdue ones', () => {
    expect(filterQuery({ ...NO_FILTERS, assignee: 'me', overdue: true })).toBe('?assignee=me&overdue=1');
    expect(filterQuery({ ...NO_FILTERS, assignee: '', overdue: false })).toBe('');
  });
});

describe('paging', () => {
  it('asks for the page after a cursor, keeping the filters', async () => {
    const { nextPagePath } = await import('#components/features/admin/inquiry-desk/useNextPages.ts');
    expect(nextPagePath('/api/admin/contacts', '1795580185921000.42')).toBe('/api/admin/contacts?after=1795580185921000.42');
    expect(nextPagePath('/api/admin/contacts?status=new', '1.2')).toBe('/api/admin/contacts?status=new&after=1.2');
  });
});
