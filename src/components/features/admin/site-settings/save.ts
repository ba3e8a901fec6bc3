/** Saving one group of site settings with If-Match: the saved values, theirs when someone saved in between, or what was wrong. */
import { versionEtag } from '#domain/edit-version.ts';
import type { SiteSettingKey } from '#domain/site-settings/keys.ts';
import { AdminApiError, adminRequest, errorMessage } from '../api.ts';

export type SaveOutcome<T> =
  | { kind: 'saved'; value: T; etag: string }
  | { kind: 'stale'; current: T; etag: string }
  | { kind: 'failed'; fields: Record<string, string>; message: string };

export async function saveSettings<T>(group: SiteSettingKey, value: T, ifMatch: string, fallback: string): Promise<SaveOutcome<T>> {
  try {
    const { data, headers } = await adminRequest<Record<string, T>>('PUT', `/api/admin/site-settings/${group}`, { [group]: value }, { ifMatch });
    return { kind: 'saved', value: data[group] as T, etag: headers.get('ETag') ?? ifMatch };
  } catch (error) {
    const current = error instanceof AdminApiError && error.status === 412 ? (error.body as { current?: Record<string, unknown> & { version: number } }).current : undefined;
    if (current) return { kind: 'stale', current: current[group] as T, etag: versionEtag(current.version) };
    return { kind: 'failed', fields: error instanceof AdminApiError ? { ...error.fields } : {}, message: errorMessage(error, fallback) };
  }
}
