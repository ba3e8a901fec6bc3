/**
 * The view count of a prebuilt detail page (a CSR story, a notice): reading the page counts it (once
 * per reader and day, functions/views.ts), then the item's current count (GET /api/view-counts, apart
 * from the cached content) replaces the prebuilt one in the root's `[data-views]` element. The root
 * carries the item's id, the locale and the count's text (`data-views-template`, `{count}` standing
 * for the number); `data-counted` marks the end.
 */
import { formatNumber } from '#i18n/format.ts';
import { isLocale } from '#i18n/locales.ts';
import { fetchViewCounts } from '#stores/content-api.ts';
import { sendViewBeacon, type ViewKind } from './viewBeacon.ts';

export function showDetailViews(root: HTMLElement, kind: ViewKind): void {
  const id = Number(root.dataset.id);
  if (!Number.isInteger(id)) return;
  sendViewBeacon(kind, id)
    .then(() => fetchViewCounts(kind, id))
    .then((counts) => {
      const views = counts[String(id)];
      const target = root.querySelector('[data-views]');
      const locale = root.dataset.locale;
      if (views !== undefined && target && isLocale(locale)) target.textContent = (root.dataset.viewsTemplate ?? '{count}').replace('{count}', formatNumber(locale, views));
    })
    .catch(() => undefined)
    .finally(() => (root.dataset.counted = 'true'));
}
