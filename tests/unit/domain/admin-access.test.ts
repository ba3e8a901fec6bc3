import { describe, expect, it } from 'vitest';
import { adminRoles, isAdminRole, mayGrant, mayUse } from '#domain/admin-access.ts';
import { tabFromHash, tabsFor } from '#components/features/admin/tabs.ts';

describe('what each role sees', () => {
  it('an owner every tab (accounts included), an editor the visitors, the content, the pages and the site settings, staff the inquiries (not the visitors); all the dashboard and their own account', () => {
    expect(tabsFor('owner')).toEqual(['dashboard', 'visitors', 'notices', 'faqs', 'csr', 'media', 'pages', 'inquiries', 'site', 'accounts', 'account']);
    expect(tabsFor('editor')).toEqual(['dashboard', 'visitors', 'notices', 'faqs', 'csr', 'media', 'pages', 'site', 'account']);
    expect(tabsFor('staff')).toEqual(['dashboard', 'inquiries', 'account']);
  });

  it('a link to a tab the role lacks opens the dashboard instead', () => {
    expect(tabFromHash('#inquiries', tabsFor('editor'))).toBe('dashboard');
    expect(tabFromHash('#notices', tabsFor('staff'))).toBe('dashboard');
    expect(tabFromHash('#pages/faq/en', tabsFor('staff'))).toBe('dashboard');
    expect(tabFromHash('#pages/faq/en', tabsFor('editor'))).toBe('pages');
    expect(tabFromHash('#inquiries', tabsFor('staff'))).toBe('inquiries');
  });

  it('knows only the three roles; the areas follow them', () => {
    expect(['owner', 'editor', 'staff', 'admin', '', null].map(isAdminRole)).toEqual([true, true, true, false, false, false]);
    expect(mayUse('editor', 'inquiries')).toBe(false);
    expect(mayUse('staff', 'content')).toBe(false);
    expect(mayUse('staff', 'pages')).toBe(false);
    expect(mayUse('editor', 'pages') && mayUse('owner', 'pages')).toBe(true);
    expect(mayUse('owner', 'content') && mayUse('owner', 'inquiries')).toBe(true);
  });

  it('only an owner grants a role, any role; an editor or staff member grants none, not even its own', () => {
    const grants = Object.fromEntries(adminRoles.map((sender) => [sender, adminRoles.filter((role) => mayGrant(sender, role))]));
    expect(grants).toEqual({ owner: ['owner', 'editor', 'staff'], editor: [], staff: [] });
  });
});
