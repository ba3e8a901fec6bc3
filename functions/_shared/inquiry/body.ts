/**
 * Parsing the body of POST /api/contact (read by ../request-body.ts): the two accepted media types,
 * strict UTF-8.
 */
import { parseUrlEncoded, unstorableJsonPaths } from '../input-text.ts';
import { parseJsonBody } from '../request-body.ts';

/** Largest accepted body: the form's longest values fit several times over. */
export const MAX_BODY_BYTES = 32 * 1024;

export type BodyKind = 'json' | 'form';

/** The kind of body a Content-Type announces; undefined for anything else (415). */
export function bodyKind(contentType: string | null): BodyKind | undefined {
  if (!contentType) return undefined;
  const [type = '', ...params] = contentType.split(';').map((part) => part.trim().toLowerCase());
  const charset = params.find((p) => p.startsWith('charset='))?.slice(8).replace(/^"|"$/g, '');
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') return undefined;
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  return undefined;
}

export type ParseResult = { ok: true; data: Record<string, unknown> } | { ok: false; unstorable?: string[]; error?: string };

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The submitted fields as a plain object: a JSON object as it is, or form entries as strings. Not
 * UTF-8, not a JSON object, or a form field given twice: not a submission (400). A field holding text
 * PostgreSQL cannot store (NUL, half a surrogate pair, percent-encoded bytes that are not UTF-8) is
 * named in `unstorable`, so the answer can say which one.
 */
export function parseBody(kind: BodyKind, bytes: Uint8Array): ParseResult {
  if (kind === 'json') {
    const json = parseJsonBody(bytes);
    if (!json.ok) return { ok: false, error: json.message };
    const data = json.value;
    if (data === null || typeof data !== 'object' || Array.isArray(data)) return { ok: false };
    const unstorable = unstorableJsonPaths(data);
    if (unstorable.length > 0) return { ok: false, unstorable };
    return { ok: true, data: data as Record<string, unknown> };
  }
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return { ok: false };
  }
  const form = parseUrlEncoded(text);
  if (!form.ok) return { ok: false, unstorable: form.names };
  const data: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [key, value] of form.entries) {
    if (key in data) return { ok: false };
    data[key] = value;
  }
  return { ok: true, data };
}
