/**
 * The view count of a prebuilt detail page (a CSR story, a notice): reading the page counts it (once
 * per reader and day, functions/views.ts), then the item's current count replaces the prebuilt one in
 * the root's `[data-views]` element. The root carries the item's id, the locale and the count's text
 * (`data-views-template`, `{count}` standing for the number); `data-counted` marks the end.
 */
import { formatNumber } from '#i18n/format.ts';
import { isLocale } from '#i18n/locales.ts';
import { sendViewBeacon, type ViewKind } from './viewBeacon.ts';

export function showDetailViews(root: HTMLElement, kind: ViewKind, api: string): void {
  const id = Number(root.dataset.id);
  if (!Number.isInteger(id)) return;
  sendViewBeacon(kind, id)
    .then(() => fetch(`${api}/${id}`, { headers: { Accept: 'application/json' } }))
    .then((r) => (r.ok ? (r.json() as Promise<{ views: number }>) : undefined))
    .then((item) => {
      const target = root.querySelector('[data-views]');
      const locale = root.dataset.locale;
      if (item && target && isLocale(locale)) target.textContent = (root.dataset.viewsTemplate ?? '{count}').replace('{count}', formatNumber(locale, item.views));
      root.dataset.counted = 'true';
    })
    .catch(() => undefined);
}
