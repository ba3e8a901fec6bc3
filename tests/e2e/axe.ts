/**
 * axe-core at WCAG 2.2 AA, the one way every end-to-end test scans a page.
 *
 * Legacy mode runs `axe.run` in the page itself. The default mode runs `axe.runPartial` in each frame
 * and then opens a blank page, injects axe's 500 KB source into it again and calls `axe.finishRun`
 * there, for every scan: much slower on a busy machine, with the same violations. What the default
 * mode adds is scanning inside cross-origin frames; the only frames these pages can hold are
 * embedded YouTube or Vimeo players, whose inner markup is not ours to fix (the <iframe> element
 * itself, its title included, is still scanned here).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from './fixtures.ts';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** A scan of `page` for violations only: computing passes and incompletes triples the time per page. */
export function axeScan(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).withTags(WCAG).options({ resultTypes: ['violations'] }).setLegacyMode();
}
