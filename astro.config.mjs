// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { writeFileSync } from 'node:fs';
import { createBuildDb } from './db/client.ts';
import { siteRedirectsFile } from './src/pages/_service-addresses.ts';
import { headersFile, PAGE_DIRECTIVES } from './src/lib/content-policy.ts';
import { hydrateOnInteraction } from './src/lib/hydration/integration.ts';

/**
 * Writes what follows from the locale registry, the service addresses the firm named (read from the
 * database as the pages read them) and the content policy into the build: Netlify reads `_redirects`
 * and `_headers` (and so does the local server).
 * @type {import('astro').AstroIntegration}
 */
const netlifyRedirects = {
  name: 'netlify-rules',
  hooks: {
    'astro:build:done': async ({ dir }) => {
      const db = createBuildDb();
      try {
        writeFileSync(new URL('_redirects', dir), await siteRedirectsFile(db));
      } finally {
        await db.destroy();
      }
      writeFileSync(new URL('_headers', dir), headersFile());
    },
  },
};

// Static output on purpose: every page is prebuilt for every locale and the API lives in
// plain Netlify Functions (functions/). No adapter: @astrojs/netlify would ship a catch-all
// SSR function at /* even for a static build.
export default defineConfig({
  site: process.env.SITE_URL ?? 'https://www.nusantarabridge.co.id',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [react(), hydrateOnInteraction, netlifyRedirects],
  security: {
    csp: {
      directives: [...PAGE_DIRECTIVES],
      styleDirective: {
        // Rich text from the admin carries inline `style` attributes (colour, alignment, indent), each
        // property and value allowlisted by the server's sanitizer; CSP would drop them otherwise.
        // Scripts stay hash-only.
        resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }],
      },
    },
  },
  vite: {
    plugins: [tailwindcss()],
    // `npm run dev` (scripts/dev.ts) runs the functions on the local server and sets API_ORIGIN.
    server: process.env.API_ORIGIN ? { proxy: { '/api': { target: process.env.API_ORIGIN } } } : {},
    build: {
      rolldownOptions: {
        output: {
          // React and ReactDOM in one chunk: every island loads both, and one file compresses better
          // than four (react, react-dom, its client, the JSX runtime), which keeps the pages React
          // draws (admin, item fallbacks) inside their 80 KB JavaScript budget; the islands fetch it
          // only when touched (client:interaction), and the budget gate finds it by this name.
          codeSplitting: {
            groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
          },
        },
      },
    },
  },
});
