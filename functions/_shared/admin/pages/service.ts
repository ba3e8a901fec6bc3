/**
 * The content pages as the admin edits them: each page and locale read as the site shows it (stored
 * content field by field over the first-run texts, the Korean figures in every language), with its
 * stale fields; saved after the page's schema checks it, with If-Match, its translated fields marked as
 * made from the current Korean text, audited, kept as a revision, and published by a rebuild.
 */
import type * as v from 'valibot';
import type { Db } from '#db/client.ts';
import { listPageDrafts, readPageDraft, type PageDraft } from '#db/repositories/site-page-drafts.ts';
import { listPageRevisions, listStoredPages, readPageRevision, readStoredPage, writeStoredPage, type StoredPage } from '#db/repositories/site-pages.ts';
import type { AllowedVersions } from '#db/repositories/versioned.ts';
import { koreanFingerprint } from '#db/translation-sources.ts';
import { pageSeeds } from '#data/pages/seeds.ts';
import type { PageDocument, PageDraftInfo, PageSummary } from '#domain/pages/api.ts';
import { pageContentOr, pageTexts, shownPageContent, validatePageContent, withReferenceFigures } from '#domain/pages/content.ts';
import { PAGE_KEYS, pageSchemas, type PageKey } from '#domain/pages/registry.ts';
import { localeCodes, type Locale } from '#i18n/locales.ts';
import { recordAudit, type AuditInput } from '../audit.ts';
import { t } from '../messages/index.ts';
import { afterContentChange } from '../publish.ts';

export type Actor = Required<Pick<AuditInput, 'admin' | 'ip'>>;

const seedOf = (key: PageKey, locale: Locale): unknown => (pageSeeds[key] as Record<Locale, unknown>)[locale];
/** Any page's schema, its content handled as data (the service never reads a page's fields itself). */
const schemaOf = (key: PageKey): v.GenericSchema<unknown, unknown> => pageSchemas[key];

/** What the site shows of a page in Korean, given its stored rows: the reference of every translation. */
const shownKorean = (key: PageKey, rows: Map<Locale, StoredPage>): unknown => shownPageContent(schemaOf(key), rows.get('ko')?.content, seedOf(key, 'ko'));

/**
 * The text fields of a translation made from an older Korean text than the one at the same place now:
 * the fingerprint its save recorded, or, for a field never saved, the first-run Korean text's.
 */
function staleFields(key: PageKey, content: unknown, sources: Record<string, string>, ko: unknown): string[] {
  const schema = schemaOf(key);
  const korean = new Map(pageTexts(schema, ko).map((f) => [f.path, f.text]));
  const seedKorean = new Map(pageTexts(schema, seedOf(key, 'ko')).map((f) => [f.path, f.text]));
  return pageTexts(schema, content).flatMap(({ path }) => {
    const now = korean.get(path);
    if (now === undefined) return [];
    const seed = seedKorean.get(path);
    const source = sources[path] ?? (seed === undefined ? undefined : koreanFingerprint(seed));
    return source === koreanFingerprint(now) ? [] : [path];
  });
}

const draftInfo = (draft: PageDraft | undefined): PageDraftInfo | null =>
  draft
    ? { content: draft.content, publishAt: draft.publishAt?.toISOString() ?? null, savedAt: draft.savedAt.toISOString(), savedBy: draft.savedByName, baseVersion: draft.baseVersion }
    : null;

/** A page's locale as the API answers it; `ko` is `shownKorean` of the same rows, worked out once per page. */
function documentOf(key: PageKey, locale: Locale, rows: Map<Locale, StoredPage>, ko: unknown, draft: PageDraft | undefined): PageDocument {
  const row = rows.get(locale);
  const content = locale === 'ko' ? ko : shownPageContent(schemaOf(key), row?.content, seedOf(key, locale), ko);
  return {
    key,
    locale,
    content,
    reference: locale === 'ko' ? null : ko,
    stale: locale === 'ko' ? [] : staleFields(key, content, row?.sources ?? {}, ko),
    version: row?.version ?? 1,
    updatedAt: row?.updatedAt?.toISOString() ?? null,
    draft: draftInfo(draft),
  };
}

/** Every page with each locale's version, last change and stale count. */
export async function pageSummaries(db: Db): Promise<PageSummary[]> {
  const [stored, drafts] = await Promise.all([listStoredPages(db), listPageDrafts(db)]);
  return PAGE_KEYS.map((key) => {
    const rows = new Map(stored.filter((r) => r.key === key).map((r) => [r.locale, r]));
    const ko = shownKorean(key, rows);
    const locales = Object.fromEntries(
      localeCodes.map((locale) => {
        const draft = drafts.find((d) => d.key === key && d.locale === locale);
        const doc = documentOf(key, locale, rows, ko, undefined);
        return [locale, { version: doc.version, updatedAt: doc.updatedAt, stale: doc.stale.length, draft: draft ? { savedAt: draft.savedAt.toISOString(), publishAt: draft.publishAt?.toISOString() ?? null } : null }];
      }),
    ) as PageSummary['locales'];
    return { key, locales };
  });
}

export async function loadPageDocument(db: Db, key: PageKey, locale: Locale): Promise<PageDocument> {
  const [rows, draft] = await Promise.all([readStoredPage(db, key), readPageDraft(db, key, locale)]);
  return documentOf(key, locale, rows, shownKorean(key, rows), draft);
}

export type SavePageResult = { ok: true; page: PageDocument } | { ok: false; fields: Record<string, string> } | { ok: false; stale: true };

export type CheckedPage = { ok: true; value: unknown; version: number; sources: Record<string, string> } | { ok: false; fields: Record<string, string> };

/**
 * A page locale's content as its schema checks it against the page as stored now (a translation's
 * figures are the Korean page's): the value to store, the translated fields' Korean fingerprints and
 * the page's current version, or each field's problem by its path in the administrator's language.
 */
export async function checkPage(db: Db, key: PageKey, locale: Locale, content: unknown): Promise<CheckedPage> {
  const schema = schemaOf(key);
  const rows = await readStoredPage(db, key);
  const ko = shownKorean(key, rows);
  const input = locale === 'ko' ? content : withReferenceFigures(schema, content, ko);
  const checked = validatePageContent(schema, input, seedOf(key, 'ko'));
  if (!checked.ok) {
    const m = t();
    return { ok: false, fields: Object.fromEntries(Object.entries(checked.errors).map(([path, error]) => [path, m.pageField[error]])) };
  }
  const sources = locale === 'ko' ? {} : Object.fromEntries(pageTexts(schema, ko).map((f) => [f.path, koreanFingerprint(f.text)]));
  return { ok: true, value: checked.value, version: rows.get(locale)?.version ?? 1, sources };
}

/**
 * Writes a page locale after checking it, on one of `versions`, kept as a revision; no audit and no
 * rebuild (savePage's, or the scheduler's once for all it publishes). `editorId` is who it is stored as saved by.
 */
export async function writePage(db: Db, editorId: number, page: { key: PageKey; locale: Locale; content: unknown }, versions: AllowedVersions): Promise<SavePageResult> {
  const { key, locale } = page;
  const checked = await checkPage(db, key, locale, page.content);
  if (!checked.ok) return checked;
  const written = await writeStoredPage(db, { key, locale, content: checked.value, sources: checked.sources }, { adminId: editorId, versions });
  if (!written) return { ok: false, stale: true };
  return { ok: true, page: await loadPageDocument(db, key, locale) };
}

export async function savePage(db: Db, actor: Actor, page: { key: PageKey; locale: Locale; content: unknown }, versions: AllowedVersions): Promise<SavePageResult> {
  const saved = await writePage(db, actor.admin.id, page, versions);
  if (!saved.ok) return saved;
  const { key, locale } = page;
  await recordAudit(db, { ...actor, action: 'update', entity: 'site_pages', entityId: `${key}/${locale}`, summary: `페이지 수정: ${key} (${locale})` });
  await afterContentChange('settings', actor.admin);
  return saved;
}

/** A page locale's versions, newest first; version 1, the first-run texts, last. */
export async function pageRevisions(db: Db, key: PageKey, locale: Locale): Promise<{ version: number; savedAt: string | null; savedBy: string | null }[]> {
  const saved = await listPageRevisions(db, key, locale);
  return [...saved.map((r) => ({ version: r.version, savedAt: r.savedAt.toISOString(), savedBy: r.savedBy })), { version: 1, savedAt: null, savedBy: null }];
}

/** One version's content as the form would load it (version 1: the first-run texts); undefined when there is none. */
export async function pageRevision(db: Db, key: PageKey, locale: Locale, version: number): Promise<unknown> {
  if (version === 1) return seedOf(key, locale);
  const content = await readPageRevision(db, key, locale, version);
  return content === undefined ? undefined : pageContentOr(schemaOf(key), content, seedOf(key, locale));
}
