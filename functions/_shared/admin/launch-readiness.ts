/**
 * The "before launch" panel: what a fresh install still shows of its seed (src/domain/launch-readiness.ts),
 * and the one action that moves the untouched sample items to the trash. Each move is the trash of the
 * content tabs (restorable for 30 days, version raised, audited), so nothing is lost; an item someone
 * edited since the seed is the firm's own and stays. A second call finds nothing left to move.
 */
import type { Db } from '#db/client.ts';
import { listSeedSamples } from '#db/repositories/seed-samples.ts';
import { readSiteSetting } from '#db/repositories/site-settings.ts';
import { moveContentRow, type ContentTable } from '#db/repositories/versioned.ts';
import { defaultFirmFacts } from '#data/firm.ts';
import { factsAtSeed, placeholderPictures, SAMPLE_KINDS, type LaunchReadiness, type SampleKind, type SamplesMoved } from '#domain/launch-readiness.ts';
import { peopleOr } from '#domain/site-settings/people.ts';
import { loadFirmFacts } from '../site-facts.ts';
import { recordAudit } from './audit.ts';
import { afterContentChange } from './publish.ts';
import type { AdminContext } from './route.ts';

const TABLES: Readonly<Record<SampleKind, { table: ContentTable; entity: string }>> = {
  notices: { table: 'notices', entity: 'notice' },
  faqs: { table: 'faqs', entity: 'faq' },
  'csr-posts': { table: 'csr_posts', entity: 'csr_post' },
};

export async function readLaunchReadiness(db: Db): Promise<LaunchReadiness> {
  const samples = {} as LaunchReadiness['samples'];
  for (const kind of SAMPLE_KINDS) {
    samples[kind] = (await listSeedSamples(db, TABLES[kind].table)).map(({ id, label, edited }) => ({ id, label, edited }));
  }
  const { facts } = await loadFirmFacts(db);
  const people = peopleOr((await readSiteSetting(db, 'people')).value);
  return { samples, factsAtSeed: factsAtSeed(facts, defaultFirmFacts), pictures: placeholderPictures(people) };
}

/**
 * Moves every untouched sample to the trash, each at the version just read: one that changed in
 * between (an edit, another admin's trash) is left as it is now, and is not counted.
 */
export async function moveSamplesToTrash(ctx: AdminContext): Promise<SamplesMoved> {
  const moved: SamplesMoved = { notices: 0, faqs: 0, 'csr-posts': 0 };
  for (const kind of SAMPLE_KINDS) {
    const { table, entity } = TABLES[kind];
    for (const row of await listSeedSamples(ctx.db, table)) {
      if (row.edited) continue;
      const result = await moveContentRow(ctx.db, table, row.id, { editorId: ctx.admin.id, versions: [row.version] });
      if (!result.ok) continue;
      moved[kind] += 1;
      await recordAudit(ctx.db, { admin: ctx.admin, action: 'trash', entity, entityId: row.id, summary: `sample → trash: ${[...row.label].slice(0, 80).join('')}`, ip: ctx.ip });
    }
    if (moved[kind] > 0) await afterContentChange(kind, ctx.admin);
  }
  return moved;
}
