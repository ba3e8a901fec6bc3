// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';

// Static output on purpose: every page is prebuilt for every locale and the API lives in
// plain Netlify Functions (functions/). No adapter: @astrojs/netlify would ship a catch-all
// SSR function at /* even for a static build.
export default defineConfig({
  site: process.env.SITE_URL ?? 'https://www.nusantarabridge.co.id',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [react()],
  security: { csp: true },
  vite: { plugins: [tailwindcss()] },
});
