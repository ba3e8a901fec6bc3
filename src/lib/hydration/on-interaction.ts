/**
 * `client:interaction`: an island hydrates on the visitor's first interaction with it (the pointer
 * over or down on it, focus or a key inside it, a touch), never for the first paint, so a page costs
 * no React until someone uses what React drives. Registered by the integration in integration.ts;
 * the prebuilt HTML must work and look the same before hydration.
 *
 * Nothing the visitor did is lost: what they type stays in the prebuilt fields (the islands read it
 * when they hydrate), links, native <details> and form posts work by themselves, and a click on one
 * of the island's own buttons (type="button", which does nothing natively) made before React has
 * arrived is clicked again once it has. With a value (`client:interaction="#notice-"`) it also
 * hydrates at once when the page's address points into the island with that fragment prefix.
 */
import type { ClientDirective } from 'astro';

/** The events that count as touching the island (the pointer passing over it starts the download early). */
export const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

const interaction: ClientDirective = (load, options, el) => {
  const clicked: EventTarget[] = [];
  const noteClick = (event: Event) => {
    if (!event.defaultPrevented && event.target) clicked.push(event.target);
  };
  const start = async () => {
    for (const type of INTERACTION_EVENTS) el.removeEventListener(type, start);
    const hydrate = await load();
    await hydrate();
    el.removeEventListener('click', noteClick);
    for (const target of clicked) {
      const button = target instanceof Element ? target.closest('button[type="button"]') : null;
      if (button instanceof HTMLButtonElement && button.isConnected && el.contains(button)) button.click();
    }
  };
  el.addEventListener('click', noteClick);
  for (const type of INTERACTION_EVENTS) el.addEventListener(type, start, { passive: true });
  // `client:interaction="#notice-"`: an address pointing into the island is the visitor asking for it.
  if (typeof options.value === 'string' && options.value && location.hash.startsWith(options.value)) void start();
};

export default interaction;
