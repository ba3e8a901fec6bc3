import { describe, expect, it } from 'vitest';
import { RESERVED_SERVICE_SLUGS, serviceAddresses, serviceOfSlug, serviceSlugError } from '#domain/pages/service-slugs.ts';

describe('a service address slug', () => {
  it('is lowercase ASCII words joined by single hyphens', () => {
    for (const ok of ['company-establishment', 'visa', 'hr-2026', 'a1b']) expect(serviceSlugError(ok), ok).toBeUndefined();
    for (const bad of ['Company-Establishment', 'company_establishment', 'company--establishment', '-visa', 'visa-', 'visa services', '법인-설립', 'visá', 'visa/x', 'visa.html']) {
      expect(serviceSlugError(bad), bad).toBe('format');
    }
  });

  it('is 3 to 80 characters, not empty and not a word the site reserves', () => {
    expect(serviceSlugError('')).toBe('required');
    expect(serviceSlugError('ab')).toBe('length');
    expect(serviceSlugError('a'.repeat(80))).toBeUndefined();
    expect(serviceSlugError('a'.repeat(81))).toBe('length');
    expect(RESERVED_SERVICE_SLUGS.has('index')).toBe(true);
    expect(serviceSlugError('index')).toBe('reserved');
    expect(serviceSlugError('search')).toBe('reserved');
  });
});

const defaults = {
  en: { visa: 'visa-services', hr: 'hr-management' },
  id: { visa: 'layanan-visa', hr: 'manajemen-sdm' },
};
const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 6, minute));

describe('the addresses from the stored names', () => {
  it("are the code's slugs with no earlier ones while nothing is stored", () => {
    expect(serviceAddresses([], defaults)).toEqual({ current: defaults, earlier: [] });
  });

  it("make a service's newest name its address, and its older names and the code's slug earlier ones, oldest first", () => {
    const rows = [
      { locale: 'en', slug: 'visas', serviceKey: 'visa', createdAt: at(2) },
      { locale: 'en', slug: 'work-visas', serviceKey: 'visa', createdAt: at(5) },
      { locale: 'id', slug: 'visa-kerja', serviceKey: 'visa', createdAt: at(1) },
    ];
    // Stored order does not matter: the dates do.
    const addresses = serviceAddresses([...rows].reverse(), defaults);
    expect(addresses.current).toEqual({ en: { visa: 'work-visas', hr: 'hr-management' }, id: { visa: 'visa-kerja', hr: 'manajemen-sdm' } });
    expect(addresses.earlier).toEqual([
      { locale: 'en', key: 'visa', slug: 'visa-services', since: null },
      { locale: 'en', key: 'visa', slug: 'visas', since: at(2) },
      { locale: 'id', key: 'visa', slug: 'layanan-visa', since: null },
    ]);
  });

  it("name no earlier address twice and never the address now: a name given again (the code's too) is the address again", () => {
    const rows = [
      { locale: 'en', slug: 'visas', serviceKey: 'visa', createdAt: at(1) },
      { locale: 'en', slug: 'visa-services', serviceKey: 'visa', createdAt: at(3) },
    ];
    const addresses = serviceAddresses(rows, defaults);
    expect(addresses.current.en.visa).toBe('visa-services');
    expect(addresses.earlier).toEqual([{ locale: 'en', key: 'visa', slug: 'visas', since: at(1) }]);
  });

  it('ignore names of a locale or service the code does not know', () => {
    const rows = [
      { locale: 'ko', slug: 'visa', serviceKey: 'visa', createdAt: at(1) },
      { locale: 'en', slug: 'gone', serviceKey: 'removed', createdAt: at(1) },
    ];
    expect(serviceAddresses(rows, defaults)).toEqual({ current: defaults, earlier: [] });
  });

  it("tell which service a slug is, now or earlier, in its locale only", () => {
    const addresses = serviceAddresses([{ locale: 'en', slug: 'visas', serviceKey: 'visa', createdAt: at(1) }], defaults);
    expect(serviceOfSlug(addresses, 'en', 'visas')).toBe('visa');
    expect(serviceOfSlug(addresses, 'en', 'visa-services')).toBe('visa');
    expect(serviceOfSlug(addresses, 'en', 'hr-management')).toBe('hr');
    expect(serviceOfSlug(addresses, 'id', 'visas')).toBeUndefined();
    expect(serviceOfSlug(addresses, 'en', 'nothing-here')).toBeUndefined();
  });
});
