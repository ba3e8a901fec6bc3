import { describe, expect, it } from 'vitest';
import { CSR_PER_PAGE, csrPage, csrPageCount } from '#lib/csr-listing.ts';
import { csrListingPath } from '#i18n/routes.ts';

describe('the CSR stories as pages', () => {
  it('cuts the stories into pages of CSR_PER_PAGE, none missed or twice', () => {
    const stories = Array.from({ length: CSR_PER_PAGE * 2 + 3 }, (_, i) => i);
    expect(csrPageCount(stories.length)).toBe(3);
    expect(csrPageCount(0)).toBe(1);
    expect(csrPageCount(CSR_PER_PAGE)).toBe(1);
    const pages = [1, 2, 3].map((page) => csrPage(stories, page));
    expect(pages.map((p) => p.length)).toEqual([CSR_PER_PAGE, CSR_PER_PAGE, 3]);
    expect(pages.flat()).toEqual(stories);
  });

  it('gives page 1 the list\'s own address and the later ones /page/N', () => {
    expect(csrListingPath(1)).toBe('/about/csr');
    expect(csrListingPath(2)).toBe('/about/csr/page/2');
  });
});
