/**
 * Runs while each page is prebuilt (the site is static): puts the site settings every page shows —
 * the firm's contact channels in the footer, the contact sections and the structured data — into
 * `Astro.locals`, read from the database once per build (src/pages/_build-data.ts).
 */
import { defineMiddleware } from 'astro:middleware';
import { siteContact } from '#pages/_build-data.ts';

export const onRequest = defineMiddleware(async (context, next) => {
  context.locals.contact = await siteContact();
  return next();
});
