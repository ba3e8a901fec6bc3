/**
 * Saving one page in one language: published (PUT /api/admin/pages/:key?locale=, If-Match, naming the
 * draft it was opened on so that draft goes with it) or kept as a draft (PUT …/:key/draft, If-Match on
 * the version the draft is made on, naming the draft it replaces, with its schedule); the content
 * checked first as the server checks it, then sent; each answer becomes what the form shows. A draft
 * is discarded by the savedAt it was loaded with.
 */
import type { GenericSchema } from 'valibot';
import { versionEtag } from '#domain/edit-version.ts';
import type { PageDocument } from '#domain/pages/api.ts';
import { validatePageContent } from '#domain/pages/content.ts';
import type { PageErrorKey } from '#domain/pages/fields.ts';
import { AdminApiError, adminRequest, errorMessage } from '../api.ts';
import { errorMessages, withTypedFigures, type FormNode } from './form.ts';

export type PageSaveOutcome =
  /** Saved: the page as stored now (its texts normalised, its stale flags cleared, its draft) and its tag. */
  | { kind: 'saved'; page: PageDocument; etag: string }
  /** Someone saved the page or its draft in between (412): the page and its draft as they are now. */
  | { kind: 'conflict'; current: PageDocument }
  /** Field messages by dot path, from the check here or the server's 400. */
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'failed'; message: string };

interface SaveInput {
  page: Pick<PageDocument, 'key' | 'locale'>;
  schema: GenericSchema;
  model: FormNode;
  /** The content as typed (figures still text). */
  content: unknown;
  /** Whose `{placeholders}` a text may use: the Korean page. */
  placeholdersFrom: unknown;
  ifMatch: string;
  /** The savedAt of the draft the form was opened on (undefined: none); publishing drops it, a draft replaces it. */
  draftSavedAt?: string | undefined;
  words: { errors: Readonly<Record<PageErrorKey, string>>; failed: string };
}

const pagePath = (page: SaveInput['page'], rest = '') => `/api/admin/pages/${page.key}${rest}?locale=${page.locale}`;

async function send(request: () => Promise<{ data: { page: PageDocument }; headers: Headers }>, failed: string): Promise<PageSaveOutcome> {
  try {
    const { data, headers } = await request();
    return { kind: 'saved', page: data.page, etag: headers.get('ETag') ?? versionEtag(data.page.version) };
  } catch (error) {
    const current = error instanceof AdminApiError && error.status === 412 ? (error.body as { current?: PageDocument } | undefined)?.current : undefined;
    if (current) return { kind: 'conflict', current };
    if (error instanceof AdminApiError && Object.keys(error.fields).length > 0) return { kind: 'invalid', fields: { ...error.fields } };
    return { kind: 'failed', message: errorMessage(error, failed) };
  }
}

/** The content to send, or its field messages when the page's schema refuses it here already. */
function checked({ schema, model, content, placeholdersFrom, words }: SaveInput): { ok: true; sending: unknown } | { ok: false; outcome: PageSaveOutcome } {
  const sending = withTypedFigures(model, content);
  const result = validatePageContent(schema, sending, placeholdersFrom as never);
  return result.ok ? { ok: true, sending } : { ok: false, outcome: { kind: 'invalid', fields: errorMessages(result.errors, words.errors) } };
}

export async function savePage(input: SaveInput): Promise<PageSaveOutcome> {
  const check = checked(input);
  if (!check.ok) return check.outcome;
  const published = input.draftSavedAt === undefined ? '' : `&draftSavedAt=${encodeURIComponent(input.draftSavedAt)}`;
  return send(() => adminRequest('PUT', pagePath(input.page) + published, { content: check.sending }, { ifMatch: input.ifMatch }), input.words.failed);
}

/** Keeps the form as the page's draft, to be published by hand or at `publishAt` (ISO; null: by hand only). */
export async function savePageDraft(input: SaveInput & { publishAt: string | null }): Promise<PageSaveOutcome> {
  const check = checked(input);
  if (!check.ok) return check.outcome;
  const body = { content: check.sending, publishAt: input.publishAt, draftSavedAt: input.draftSavedAt ?? null };
  return send(() => adminRequest('PUT', pagePath(input.page, '/draft'), body, { ifMatch: input.ifMatch }), input.words.failed);
}

/** Gives up the draft saved at `draftSavedAt`: the answer is the published page. */
export function discardPageDraft(page: SaveInput['page'], draftSavedAt: string, failed: string): Promise<PageSaveOutcome> {
  return send(() => adminRequest('DELETE', `${pagePath(page, '/draft')}&draftSavedAt=${encodeURIComponent(draftSavedAt)}`), failed);
}
