import type { Page } from '#scripts/built-site.ts';

export type LdNode = Record<string, unknown>;

/** The JSON-LD objects of a page; a block that is not valid JSON is a problem. */
export function structuredData(page: Page): { nodes: LdNode[]; problems: string[] } {
  const nodes: LdNode[] = [];
  const problems: string[] = [];
  for (const script of page.root.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      const value = JSON.parse(script.textContent) as LdNode | LdNode[];
      nodes.push(...(Array.isArray(value) ? value : [value]));
    } catch (error) {
      problems.push(`${page.path}: JSON-LD is not valid JSON (${(error as Error).message})`);
    }
  }
  return { nodes, problems };
}

/** The structured data search engines need from this site's pages. */
export function checkStructuredData(page: Page, options: { inner: boolean; faq: boolean; article?: boolean }): string[] {
  const { nodes, problems } = structuredData(page);
  const ofType = (type: string) => nodes.filter((n) => n['@type'] === type);
  const org = ofType('ProfessionalService')[0] ?? ofType('Organization')[0];
  if (!org) problems.push(`${page.path}: no Organization / ProfessionalService JSON-LD`);
  else {
    if (!(org.address as LdNode | undefined)?.streetAddress) problems.push(`${page.path}: organization without address`);
    if (!org.telephone) problems.push(`${page.path}: organization without telephone`);
    if (!org.openingHoursSpecification) problems.push(`${page.path}: organization without opening hours`);
  }
  if (options.inner) {
    const trail = ofType('BreadcrumbList')[0]?.itemListElement as LdNode[] | undefined;
    if (!trail || trail.length < 2) problems.push(`${page.path}: no BreadcrumbList JSON-LD`);
  }
  if (options.faq) {
    const questions = ofType('FAQPage')[0]?.mainEntity as LdNode[] | undefined;
    if (!questions?.length) problems.push(`${page.path}: no FAQPage JSON-LD`);
    else if (questions.some((q) => !q.name || !(q.acceptedAnswer as LdNode | undefined)?.text)) problems.push(`${page.path}: FAQPage question without name or answer`);
  }
  if (options.article) {
    const article = ofType('NewsArticle')[0];
    const canonical = page.root.querySelector('link[rel="canonical"]')?.getAttribute('href');
    if (!article) problems.push(`${page.path}: no NewsArticle JSON-LD`);
    else {
      for (const key of ['headline', 'datePublished', 'dateModified', 'inLanguage', 'author', 'publisher', 'image']) if (!article[key]) problems.push(`${page.path}: NewsArticle without ${key}`);
      if (article.url !== canonical) problems.push(`${page.path}: NewsArticle url ${String(article.url)} is not the canonical ${canonical}`);
      for (const key of ['datePublished', 'dateModified']) if (Number.isNaN(Date.parse(String(article[key])))) problems.push(`${page.path}: NewsArticle ${key} is not a date`);
    }
  }
  return problems;
}
