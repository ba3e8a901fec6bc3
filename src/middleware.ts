/**
 * Runs while each page is prebuilt (the site is static): puts the site settings every page shows —
 * the firm's contact channels in the footer, the contact sections and the structured data, its
 * figures (founding year, counts, reply time) on every page that states them and in the structured data, and its
 * pictures and people on the about and home pages, and each page's texts (`pageContent(key, locale)`) — into
 * `Astro.locals`, and the service pages' addresses in use before any link to one is written, read from the database once per build (src/pages/_build-data.ts); and puts each
 * page's <meta> content policy first in its <head> (src/lib/content-policy.ts).
 */
import { defineMiddleware } from 'astro:middleware';
import { serviceAddressesReady, siteContact, siteFacts, sitePage, sitePeople } from '#pages/_build-data.ts';
import { policyFirst } from '#lib/content-policy.ts';

export const onRequest = defineMiddleware(async (context, next) => {
  await serviceAddressesReady();
  context.locals.contact = await siteContact();
  context.locals.people = await sitePeople();
  context.locals.facts = await siteFacts();
  context.locals.pageContent = sitePage;
  const response = await next();
  if (!/^text\/html\b/i.test(response.headers.get('content-type') ?? '')) return response;
  return new Response(policyFirst(await response.text()), response);
});
