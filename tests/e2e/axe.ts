/**
 * axe-core at WCAG 2.2 AA, the one way every end-to-end test scans a page.
 *
 * Legacy mode runs `axe.run` in the page itself. The default mode runs `axe.runPartial` in each frame
 * and then opens a blank page, injects axe's 500 KB source into it again and calls `axe.finishRun`
 * there. Measured on a busy 2-core machine, the two modes taking turns on seven pages (14 scans each):
 * 155 s in the default mode, 89 s in legacy mode, with the same violations. What the default mode adds is scanning inside cross-origin frames; the only frames
 * these pages can hold are embedded YouTube or Vimeo players, whose inner markup is not ours to fix
 * (the <iframe> element itself, its title included, is still scanned here).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from './fixtures.ts';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** A scan of `page` for violations only: computing passes and incompletes triples the time per page. */
export function axeScan(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).withTags(WCAG).options({ resultTypes: ['violations'] }).setLegacyMode();
}
