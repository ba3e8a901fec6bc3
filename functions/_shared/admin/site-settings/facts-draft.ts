/**
 * A draft of the firm's figures, as the content pages' drafts work: the published facts (what the
 * build reads) stay as they are until the draft is published, through the facts' own save (the
 * schema check, the version check on the version the draft was made on, the audit and the rebuild).
 * Every change of the draft names the draft it was made on (its savedAt), so a draft another editor
 * saved meanwhile is never lost unseen.
 */
import type { Db } from '#db/client.ts';
import { deleteFactsDraft, readFactsDraft, saveFactsDraft } from '#db/repositories/site-facts-draft.ts';
import type { AllowedVersions } from '#db/repositories/versioned.ts';
import { validateFirmFacts, type FactsDocument, type FactsDraftInfo } from '#domain/site-settings/facts.ts';
import { recordAudit } from '../audit.ts';
import { loadFirmFacts } from '../../site-facts.ts';
import { messagesFor } from './facts.ts';
import { publishSetting, type Actor } from './publish-setting.ts';

export type FactsDraftResult =
  | { ok: true; document: FactsDocument }
  | { ok: false; fields: Record<string, string> }
  /** The facts moved on from the version named (`facts`), or the draft is no longer the one named (`draft`). */
  | { ok: false; stale: 'facts' | 'draft' };

/** The stored draft as checked now: a draft that no longer passes the schema (bounds changed) is shown as none. */
export async function loadFactsDraft(db: Db): Promise<(FactsDraftInfo & { at: Date }) | undefined> {
  const stored = await readFactsDraft(db);
  if (!stored) return undefined;
  const checked = validateFirmFacts(stored.facts);
  if (!checked.ok) return undefined;
  return { facts: checked.value, baseVersion: stored.baseVersion, savedAt: stored.savedAt.toISOString(), savedBy: stored.savedByName, at: stored.savedAt };
}

export async function loadFactsDocument(db: Db): Promise<FactsDocument> {
  const [published, draft] = await Promise.all([loadFirmFacts(db), loadFactsDraft(db)]);
  const view = draft ? { facts: draft.facts, baseVersion: draft.baseVersion, savedAt: draft.savedAt, savedBy: draft.savedBy } : null;
  return { facts: published.facts, version: published.version, draft: view };
}

function audit(db: Db, actor: Actor, action: 'draft_save' | 'draft_discard', summary: string) {
  return recordAudit(db, { ...actor, action, entity: 'site_settings', entityId: 'facts', summary });
}

/**
 * Saves the draft in place of the one saved at `replaces` (null: none yet), made on one of `versions`
 * of the facts (undefined: any); checked by the facts' schema and stored as checked.
 */
export async function saveFactsDraftFor(db: Db, actor: Actor, input: unknown, versions: AllowedVersions, replaces: Date | null): Promise<FactsDraftResult> {
  const checked = validateFirmFacts(input);
  if (!checked.ok) return { ok: false, fields: messagesFor(checked.errors) };
  const { version } = await loadFirmFacts(db);
  if (versions && !versions.includes(version)) return { ok: false, stale: 'facts' };
  if (!(await saveFactsDraft(db, { facts: checked.value, baseVersion: version, savedBy: actor.admin.id }, new Date(), replaces))) return { ok: false, stale: 'draft' };
  await audit(db, actor, 'draft_save', '회사 수치 초안 저장');
  return { ok: true, document: await loadFactsDocument(db) };
}

/** Gives up the draft saved at `savedAt`; the published facts stay as they are. */
export async function discardFactsDraft(db: Db, actor: Actor, savedAt: Date): Promise<FactsDraftResult> {
  if (!(await deleteFactsDraft(db, savedAt))) return { ok: false, stale: 'draft' };
  await audit(db, actor, 'draft_discard', '회사 수치 초안 폐기');
  return { ok: true, document: await loadFactsDocument(db) };
}

/**
 * Publishes the draft saved at `savedAt` as the facts, through their own save, on the version it was
 * made on, which must also be one the request names (If-Match: `versions`): when the facts were saved
 * since, nothing is written and the draft stays. Only the draft published is removed.
 */
export async function publishFactsDraft(db: Db, actor: Actor, savedAt: Date, versions: AllowedVersions): Promise<FactsDraftResult> {
  const draft = await readFactsDraft(db);
  if (!draft || draft.savedAt.getTime() !== savedAt.getTime()) return { ok: false, stale: 'draft' };
  const checked = validateFirmFacts(draft.facts);
  if (!checked.ok) return { ok: false, fields: messagesFor(checked.errors) };
  if (versions && !versions.includes(draft.baseVersion)) return { ok: false, stale: 'facts' };
  const version = await publishSetting(db, actor, 'facts', checked.value, [draft.baseVersion], '회사 수치 초안 게시');
  if (version === undefined) return { ok: false, stale: 'facts' };
  await deleteFactsDraft(db, draft.savedAt);
  return { ok: true, document: await loadFactsDocument(db) };
}

/** After the facts' own save published the form: the draft it was opened on (saved at `savedAt`) goes, never a later one. */
export async function dropPublishedFactsDraft(db: Db, savedAt: Date): Promise<FactsDocument> {
  await deleteFactsDraft(db, savedAt);
  return loadFactsDocument(db);
}
