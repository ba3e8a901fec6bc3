/** The Address section of the page editor as it first renders: only for a service page outside Korean, with its heading and intro. */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { adminEn } from '#data/admin/app/en.ts';
import { adminKo } from '#data/admin/app/ko.ts';
import PageAddressSection from '#components/features/admin/pages/PageAddressSection.tsx';
import type { PageAddress } from '#components/features/admin/pages/address.ts';

const render = (address: PageAddress, strings = adminEn.pages) => renderToString(createElement(PageAddressSection, { address, strings }));

describe('the Address section', () => {
  it('shows for a service page in a prefixed locale, named by its heading', () => {
    const html = render({ key: 'service-visa', locale: 'en' });
    expect(html).toContain('aria-labelledby="page-address-service-visa-en-heading"');
    expect(html).toContain(`>${adminEn.pages.address.heading}</h3>`);
    expect(html).toContain(adminEn.pages.address.intro.slice(0, 17));
    expect(render({ key: 'service-hr', locale: 'id' }, adminKo.pages)).toContain(`>${adminKo.pages.address.heading}</h3>`);
  });

  it('is absent in Korean (the specification fixes those addresses) and on pages that are not a service', () => {
    expect(render({ key: 'service-visa', locale: 'ko' })).toBe('');
    expect(render({ key: 'services', locale: 'en' })).toBe('');
    expect(render({ key: 'faq', locale: 'en' })).toBe('');
  });
});
