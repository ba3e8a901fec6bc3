/**
 * Which of the firm's figures each page prints, as the facts preview finds them: the site built with
 * every figure a different number, each previewable page read in every locale with the preview's own
 * matching. A page that starts printing a figure its row of FIGURES_SHOWN does not list fails here:
 * the preview would otherwise replace that figure's value wherever a listed figure printed the same.
 */
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countedFigures, type FirmFacts, type FirmFigures } from '#domain/site-settings/facts.ts';
import { FACTS_PREVIEW_PAGES, FIGURE_NAMES, FIGURES_SHOWN, previewFiguresHtml, type FactsPreviewPage, type FigureName } from '#domain/site-settings/facts-preview.ts';
import { localeCodes, localeInfo, type Locale } from '#i18n/locales.ts';
import { serviceKeys } from '#i18n/routes.ts';
import { pagePath } from '#functions/_shared/preview/page-preview.ts';
import { freshDatabase, type FreshDatabase } from '../helpers/backup-fixtures.ts';
import { runBuild, type BuildRun } from '../helpers/build-process.ts';

/** No two alike, and none a number the pages print for another reason. */
const FACTS: FirmFacts = {
  foundedYear: 1987,
  companiesSupported: 7341,
  visaCases: 18263,
  employees: 417,
  rentalManagements: 5129,
  localExpertsPercent: 83,
  establishmentSuccessPercent: 97,
  responseHours: 31,
};

describe('the figures each page prints (a build with every figure different)', () => {
  let fresh: FreshDatabase;
  let work: string;
  let run: BuildRun;
  let published: FirmFigures;
  let drafted: FirmFigures;

  beforeAll(async () => {
    fresh = await freshDatabase('facts_shown');
    await fresh.migrate();
    const client = await fresh.connect();
    await client.query("INSERT INTO site_settings (key, value) VALUES ('facts', $1::jsonb)", [JSON.stringify(FACTS)]);
    await client.end();
    work = await mkdtemp(join(tmpdir(), 'facts-shown-'));
    const builtAt = new Date();
    run = await runBuild(join(work, 'dist'), { DATABASE_URL: fresh.url, DATA_DIR: join(work, 'data') });
    const counts = { at: builtAt, serviceAreas: serviceKeys.length };
    published = countedFigures(FACTS, counts);
    // A draft changing every figure the firm types; the years follow the founding year, and the
    // service areas (counted from the service pages) no draft can change.
    drafted = countedFigures(Object.fromEntries(Object.entries(FACTS).map(([name, value]) => [name, value + 1])) as FirmFacts, counts);
  }, 600_000);

  afterAll(async () => {
    await fresh?.drop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  /** The figures the preview finds on a built page: each one a draft changing every figure would replace there. */
  async function printed(key: FactsPreviewPage, locale: Locale): Promise<FigureName[]> {
    const html = await readFile(join(work, 'dist', pagePath(key, locale), 'index.html'), 'utf8');
    return previewFiguresHtml(html, localeInfo(locale).dateLocale, published, drafted, FIGURE_NAMES).placed;
  }

  it('builds with the stored figures (the check reads them: the home page prints the companies in every language)', async () => {
    expect(run.code, run.stderr.slice(-3000)).toBe(0);
    for (const locale of localeCodes) expect(await printed('home', locale), locale).toContain('companiesSupported');
  });

  it('finds on each page, in every language, only the figures its row lists', async () => {
    const unlisted: string[] = [];
    for (const key of FACTS_PREVIEW_PAGES) {
      for (const locale of localeCodes) {
        for (const figure of await printed(key, locale)) if (!FIGURES_SHOWN[key].includes(figure)) unlisted.push(`${key} ${locale}: ${figure}`);
      }
    }
    expect(unlisted).toEqual([]);
  });
});
