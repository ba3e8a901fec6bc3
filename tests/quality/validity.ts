import { HtmlValidate, type ConfigData } from 'html-validate';
import { RICH_STYLE_PROPERTIES } from '#functions/_shared/sanitize-html.ts';
import type { Page } from '#scripts/built-site.ts';

/**
 * html-validate's recommended rules, with the few that fight how Astro writes HTML turned off
 * (each with its reason). Everything else — nesting, duplicate ids, attributes, ARIA — applies.
 */
export const VALIDITY_CONFIG: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // Astro writes void elements as <meta charset="utf-8"> and components as <x />: both are valid HTML.
    'void-style': 'off',
    'no-self-closing': 'off',
    // Tailwind class lists are long by nature.
    'long-title': 'off',
    // Astro's island and JSON-LD scripts are ours to shape; attribute quoting style is not a defect.
    'attr-quotes': 'off',
    // <astro-island> is a custom element Astro emits.
    'element-name': ['error', { whitelist: ['astro-island', 'astro-slot', 'astro-static-slot'] }],
    // Raw '&' in URLs and text is valid HTML5 where it cannot be mistaken for a character reference.
    'no-raw-characters': ['error', { relaxed: true }],
    // React renders boolean attributes as hidden="", which is valid HTML.
    'attribute-empty-style': 'off',
    // Inline styles only as admin rich text carries them: the properties the server's sanitizer keeps
    // (functions/_shared/sanitize-html.ts). Our own templates use classes.
    'no-inline-style': ['error', { allowedProperties: [...RICH_STYLE_PROPERTIES] }],
  },
};

const validator = new HtmlValidate(VALIDITY_CONFIG);

/**
 * Astro writes this one rule before the first island of a page, in <body> where HTML allows no
 * <style>. It is Astro's, identical on every page, and harmless; everything else is validated.
 */
const ASTRO_ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

export async function checkValidity(page: Page): Promise<string[]> {
  const report = await validator.validateString(page.html.replace(ASTRO_ISLAND_STYLE, ''), page.path);
  return report.results.flatMap((result) =>
    result.messages.map((m) => `${page.path}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`),
  );
}
