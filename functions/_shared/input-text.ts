/**
 * The one check for text a request brings that PostgreSQL cannot store, shared by the admin wrapper,
 * the admin content schemas and the public functions: a NUL character (text and jsonb refuse it, so
 * it surfaced as a 500 from the database) and half of a UTF-16 surrogate pair (it has no UTF-8 form).
 * Percent-encoded bytes that are not UTF-8 are refused too, where URLSearchParams would silently turn
 * them into U+FFFD and store something the person never typed.
 */

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when PostgreSQL can store the string as it is. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** At most this many offending fields are named in one answer (a hostile body may have thousands). */
const MAX_REPORTED = 20;

/**
 * The paths (`title`, `translations.en.title`, `items.0`) of the strings and object keys in a parsed
 * JSON value that are not storable; empty when all are. A bad key is named by its own path.
 */
export function unstorableJsonPaths(value: unknown): string[] {
  const found: string[] = [];
  const visit = (node: unknown, path: string): void => {
    if (found.length >= MAX_REPORTED) return;
    if (typeof node === 'string') {
      if (!isStorableText(node)) found.push(path || '_');
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const entries: Array<[string, unknown]> = Array.isArray(node) ? node.map((item, index) => [String(index), item]) : Object.entries(node);
    for (const [key, child] of entries) {
      const childPath = path ? `${path}.${key}` : key;
      if (!isStorableText(key)) found.push(readableName(childPath));
      else visit(child, childPath);
    }
  };
  visit(value, '');
  return found;
}

export type UrlEncodedResult = { ok: true; entries: Array<[string, string]> } | { ok: false; names: string[] };

const utf8 = new TextDecoder('utf-8', { fatal: true });
const lenientUtf8 = new TextDecoder('utf-8');
const encoder = new TextEncoder();

/**
 * `application/x-www-form-urlencoded` as the WHATWG parser reads it (`&` separates, `+` is a space, a
 * `%` not followed by two hex digits stays as it is), except that percent-encoded bytes must form
 * UTF-8 and no name or value may hold NUL or half a surrogate pair: those names are returned instead.
 * Use it on the raw query (`url.search`) or on a form body already decoded as UTF-8.
 */
export function parseUrlEncoded(text: string): UrlEncodedResult {
  const entries: Array<[string, string]> = [];
  const names: string[] = [];
  for (const sequence of text.replace(/^\?/, '').split('&')) {
    if (sequence === '') continue;
    const equals = sequence.indexOf('=');
    const rawName = equals === -1 ? sequence : sequence.slice(0, equals);
    const rawValue = equals === -1 ? '' : sequence.slice(equals + 1);
    const name = percentDecode(rawName);
    const value = percentDecode(rawValue);
    if (name === undefined || value === undefined) names.push(readableName(percentDecode(rawName, false) ?? rawName));
    else entries.push([name, value]);
  }
  return names.length > 0 ? { ok: false, names: [...new Set(names)].slice(0, MAX_REPORTED) } : { ok: true, entries };
}

/** The names of the query parameters that are not storable text (empty when all are). */
export function unstorableQueryNames(url: URL): string[] {
  const parsed = parseUrlEncoded(url.search);
  return parsed.ok ? [] : parsed.names;
}

/** Decodes one name or value; undefined when it is not storable (strict) or, lenient, never. */
function percentDecode(raw: string, strict = true): string | undefined {
  if (strict && !isStorableText(raw)) return undefined;
  const spaced = raw.replaceAll('+', ' ');
  if (!spaced.includes('%')) return spaced;
  const bytes = encoder.encode(spaced);
  const out = new Uint8Array(bytes.length);
  let length = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    const high = hexValue(bytes[i + 1]);
    const low = hexValue(bytes[i + 2]);
    if (byte === 0x25 && high !== undefined && low !== undefined) {
      out[length++] = high * 16 + low;
      i += 2;
    } else {
      out[length++] = byte;
    }
  }
  if (!strict) return lenientUtf8.decode(out.subarray(0, length));
  try {
    const decoded = utf8.decode(out.subarray(0, length));
    return isStorableText(decoded) ? decoded : undefined;
  } catch {
    return undefined;
  }
}

function hexValue(byte: number | undefined): number | undefined {
  if (byte === undefined) return undefined;
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  const lower = byte | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : undefined;
}

/** A field name safe to echo back in a JSON answer: NUL and lone surrogates shown as U+FFFD. */
function readableName(name: string): string {
  return name.replace(/\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}
