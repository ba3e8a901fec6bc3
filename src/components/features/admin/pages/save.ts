/**
 * Saving one page in one language (PUT /api/admin/pages/:key?locale=, If-Match): checked first as
 * the server checks it, then sent; each answer becomes what the form shows.
 */
import type { GenericSchema } from 'valibot';
import { versionEtag } from '#domain/edit-version.ts';
import type { PageDocument } from '#domain/pages/api.ts';
import { validatePageContent } from '#domain/pages/content.ts';
import type { PageErrorKey } from '#domain/pages/fields.ts';
import { AdminApiError, adminRequest, errorMessage } from '../api.ts';
import { errorMessages, withTypedFigures, type FormNode } from './form.ts';

export type PageSaveOutcome =
  /** Saved: the page as stored now (its texts normalised, its stale flags cleared) and its tag. */
  | { kind: 'saved'; page: PageDocument; etag: string }
  /** Someone saved in between (412): the page as it is now. */
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
  words: { errors: Readonly<Record<PageErrorKey, string>>; failed: string };
}

export async function savePage({ page, schema, model, content, placeholdersFrom, ifMatch, words }: SaveInput): Promise<PageSaveOutcome> {
  const sending = withTypedFigures(model, content);
  const checked = validatePageContent(schema, sending, placeholdersFrom as never);
  if (!checked.ok) return { kind: 'invalid', fields: errorMessages(checked.errors, words.errors) };
  try {
    const { data, headers } = await adminRequest<{ page: PageDocument }>('PUT', `/api/admin/pages/${page.key}?locale=${page.locale}`, { content: sending }, { ifMatch });
    return { kind: 'saved', page: data.page, etag: headers.get('ETag') ?? versionEtag(data.page.version) };
  } catch (error) {
    const current = error instanceof AdminApiError && error.status === 412 ? (error.body as { current?: PageDocument } | undefined)?.current : undefined;
    if (current) return { kind: 'conflict', current };
    if (error instanceof AdminApiError && Object.keys(error.fields).length > 0) return { kind: 'invalid', fields: { ...error.fields } };
    return { kind: 'failed', message: errorMessage(error, words.failed) };
  }
}
