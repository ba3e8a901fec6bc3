import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers `client:interaction` (on-interaction.ts) for the public site's islands. */
export const hydrateOnInteraction: AstroIntegration = {
  name: 'hydrate-on-interaction',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'interaction', entrypoint: fileURLToPath(new URL('./on-interaction.ts', import.meta.url)) });
    },
  },
};
