/**
 * A page draft on the page's built HTML: each changed text where the published one stands (text,
 * readable attributes, an island's props), escaped, its placeholders filled as the page filled them,
 * and what cannot be shown listed by its path, never silently left out.
 */
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '#domain/html-text.ts';
import { previewPageHtml } from '#domain/pages/preview.ts';
import { figure, group, image, line, list, text } from '#domain/pages/fields.ts';
import { faqPageSchema } from '#domain/pages/faq.ts';
import { faqSeed } from '#data/pages/faq/index.ts';

const schema = group({
  hero: group({ title: line(), lead: text(), picture: image(), alt: line() }),
  years: figure({ min: 1, max: 100 }),
  cards: list(group({ title: line(), more: line() }), { max: 5 }),
});

const published = {
  hero: { title: 'Tax & Law', lead: 'Since {year}, {years} years\nin Jakarta', picture: '/images/a.webp', alt: 'Our "office"' },
  years: 20,
  cards: [
    { title: 'Visas', more: 'Learn more' },
    { title: 'Payroll', more: 'Learn more' },
  ],
};

const page = [
  '<!DOCTYPE html><html lang="en"><head><title>Tax &amp; Law | Firm</title><meta name="description" content="Tax &amp; Law">',
  '<script type="application/ld+json">{"name":"Tax & Law"}</script></head><body>',
  '<h1 class="text-3xl">Tax &amp; Law</h1><p class="whitespace-pre-line">Since 2003, 22 years\nin Jakarta</p>',
  '<img src="/images/a.webp" alt="Our &quot;office&quot;">',
  '<ul><li><h3>Visas</h3><a href="/visa">Learn more</a></li><li><h3>Payroll</h3><a href="/hr">Learn more</a></li></ul>',
  '<p class="Visas-x">Visas are here; Visasx stays</p>',
  '</body></html>',
].join('');

const draftOf = (change: (d: typeof published) => void) => {
  const draft = structuredClone(published);
  change(draft);
  return draft;
};

describe('previewPageHtml', () => {
  it('puts a changed heading in place of the published one everywhere it shows as text, title and meta, escaped; scripts untouched', () => {
    const result = previewPageHtml(schema, page, published, draftOf((d) => (d.hero.title = 'Tax <b>& "Law"</b>')));
    expect(result.html).toContain('<h1 class="text-3xl">Tax &lt;b&gt;&amp; &quot;Law&quot;&lt;/b&gt;</h1>');
    expect(result.html).toContain('<title>Tax &lt;b&gt;&amp; &quot;Law&quot;&lt;/b&gt; | Firm</title>');
    expect(result.html).toContain('content="Tax &lt;b&gt;&amp; &quot;Law&quot;&lt;/b&gt;"');
    expect(result.html).not.toContain('>Tax &amp; Law<');
    expect(result.html).toContain('{"name":"Tax & Law"}');
    expect(result).toMatchObject({ placed: ['hero.title'], unplaced: [] });
  });

  it('fills the draft\'s placeholders with what the page filled in the published text, and keeps its line breaks', () => {
    const result = previewPageHtml(schema, page, published, draftOf((d) => (d.hero.lead = '{years} years since {year}\nin Jakarta & Seoul')));
    expect(result.html).toContain('<p class="whitespace-pre-line">22 years since 2003\nin Jakarta &amp; Seoul</p>');
    expect(result.unplaced).toEqual([]);
  });

  it('lists a draft text using a placeholder the published text did not as not shown', () => {
    const result = previewPageHtml(schema, page, published, draftOf((d) => (d.hero.lead = 'Since {founded}\nin Jakarta')));
    expect(result.html).toContain('Since 2003, 22 years\nin Jakarta');
    expect(result.unplaced).toEqual([{ path: 'hero.lead', reason: 'notFound' }]);
  });

  it('changes an alt text in the attribute, matched in its escaped form', () => {
    const result = previewPageHtml(schema, page, published, draftOf((d) => (d.hero.alt = "Our team's office")));
    expect(result.html).toContain('alt="Our team&#39;s office"');
    expect(result.unplaced).toEqual([]);
  });

  it('matches whole words only: a class name and a longer word keep the published text', () => {
    const result = previewPageHtml(schema, page, published, draftOf((d) => (d.cards[0]!.title = 'Visa services')));
    expect(result.html).toContain('<h3>Visa services</h3>');
    expect(result.html).toContain('<p class="Visas-x">Visa services are here; Visasx stays</p>');
  });

  it('lists rows added or removed, pictures, figures, and a text another field shares, by path in the schema\'s order', () => {
    const result = previewPageHtml(
      schema,
      page,
      published,
      draftOf((d) => {
        d.cards[1]!.more = 'Read on';
        d.hero.picture = '/images/b.webp';
        d.years = 30;
        d.cards.push({ title: 'Tax', more: 'Learn more' });
        d.hero.title = 'Law';
      }),
    );
    expect(result.unplaced).toEqual([
      { path: 'hero.picture', reason: 'notText' },
      { path: 'years', reason: 'notText' },
      { path: 'cards.1.more', reason: 'shared' },
      { path: 'cards.2', reason: 'added' },
    ]);
    expect(result.html).toContain('<h1 class="text-3xl">Law</h1>');
    expect(result.html.match(/Learn more/g)).toHaveLength(2);
    const removed = previewPageHtml(schema, page, published, draftOf((d) => d.cards.pop()));
    expect(removed.unplaced).toEqual([{ path: 'cards.1', reason: 'removed' }]);
  });

  it('lists a changed text the page does not show as written', () => {
    const result = previewPageHtml(schema, page.replace('Tax &amp; Law', 'TAX &amp; LAW').replaceAll('Tax &amp; Law', 'x'), published, draftOf((d) => (d.hero.title = 'New')));
    expect(result).toMatchObject({ placed: [], unplaced: [{ path: 'hero.title', reason: 'notFound' }] });
  });

  it('changes the text in an island\'s props too (so hydrating does not bring the published one back), and leaves other islands as built', () => {
    const props = (value: string) => escapeHtml(JSON.stringify({ strings: [0, { title: [0, value] }], n: [0, 1] }));
    const html = `<astro-island uid="a" props="${props('Visas')}"><h3>Visas</h3></astro-island><astro-island uid="b" props="{&quot;x&quot;:[0,&quot;y&quot;]}"></astro-island>`;
    const result = previewPageHtml(schema, html, published, draftOf((d) => (d.cards[0]!.title = 'Visa "help"')));
    expect(result.html).toBe(`<astro-island uid="a" props="${props('Visa "help"')}"><h3>Visa &quot;help&quot;</h3></astro-island><astro-island uid="b" props="{&quot;x&quot;:[0,&quot;y&quot;]}"></astro-island>`);
  });

  it('shows a real page\'s change: the FAQ page\'s heading in its seed', () => {
    const en = faqSeed.en;
    const html = `<main><h1 class="mt-3">${escapeHtml(en.hero.title)}</h1></main>`;
    const draft = { ...en, hero: { ...en.hero, title: 'Questions & answers' } };
    const result = previewPageHtml(faqPageSchema, html, en, draft);
    expect(result.html).toBe('<main><h1 class="mt-3">Questions &amp; answers</h1></main>');
    expect(result.unplaced).toEqual([]);
  });
});

describe('a value the page wraps in a span of its own', () => {
  const footer = group({ copyright: line(), label: line() });
  const published = { copyright: '© {year} Firm. All rights reserved.', label: 'only' };
  const html = '<footer><p>© <span data-current-year>2026</span> Firm. All rights reserved.</p><span data-menu="sr-only">Menu</span></footer>';

  it('keeps the span (its script updates the year) around the value in the draft\'s text', () => {
    const result = previewPageHtml(footer, html, published, { ...published, copyright: 'Copyright © {year} Firm' });
    expect(result.html).toBe('<footer><p>Copyright © <span data-current-year>2026</span> Firm</p><span data-menu="sr-only">Menu</span></footer>');
    expect(result.unplaced).toEqual([]);
  });

  it('never takes the span\'s attributes for text', () => {
    const result = previewPageHtml(footer, html, published, { ...published, label: 'just' });
    expect(result.html).toBe(html);
    expect(result.unplaced).toEqual([{ path: 'label', reason: 'notFound' }]);
  });
});

describe('a changed text that also stands inside a text left as it is', () => {
  const steps = group({ title: line(), stepLabel: line() });
  const published = { title: 'Investment in {n} steps', stepLabel: '{n} steps' };
  const html = '<h2>Investment in 5 steps</h2><ol><li><p>1 steps</p></li><li><p>2 steps</p></li></ol>';

  it('is changed where it stands alone, never inside the other text; its placeholder takes no word before it', () => {
    const result = previewPageHtml(steps, html, published, { ...published, stepLabel: 'Stage {n}' });
    expect(result.html).toBe('<h2>Investment in 5 steps</h2><ol><li><p>Stage 1</p></li><li><p>Stage 2</p></li></ol>');
    expect(result.unplaced).toEqual([]);
  });
});
