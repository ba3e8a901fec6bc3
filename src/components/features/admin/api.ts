/**
 * The admin island's one way to call `/api/admin/*` (contract: functions/_shared/admin/README.md).
 * Every call sends the session cookie; JSON in, JSON out; any non-success status throws an
 * `AdminApiError` whose message is "<status>: <body text or status text>". A 401
 * after sign-in means the session ended (idle, expired, revoked), so the island returns to the
 * login card.
 */
import { $adminLocale } from './language.ts';
import { $adminSession } from './sessionState.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export class AdminApiError extends Error {
  /** HTTP status; 0 when the request never got an answer (network failure). */
  readonly status: number;
  /** The body's `error` string, when the server sent one. */
  readonly error: string | undefined;
  /** Field messages of a 400 answer (`{ fields: { name: message } }`); empty otherwise. */
  readonly fields: Readonly<Record<string, string>>;
  /** The parsed JSON answer, when there was one (a 412 carries the item as it is now in `current`). */
  readonly body: unknown;

  constructor(status: number, message: string, error?: string, fields: Record<string, string> = {}, body?: unknown) {
    super(message);
    this.name = 'AdminApiError';
    this.status = status;
    this.error = error;
    this.fields = fields;
    this.body = body;
  }
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Builds the error of a non-success answer from its status, status text and body text. */
export function toApiError(status: number, statusText: string, text: string): AdminApiError {
  const body = parseJson(text);
  const error = isRecord(body) && typeof body['error'] === 'string' ? body['error'] : undefined;
  const fields: Record<string, string> = {};
  if (status === 400 && isRecord(body) && isRecord(body['fields'])) {
    for (const [name, message] of Object.entries(body['fields'])) if (typeof message === 'string') fields[name] = message;
  }
  return new AdminApiError(status, `${status}: ${text || statusText}`, error, fields, body);
}

/** The message to show a person: the server's own `error` when it sent one, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof AdminApiError && error.error ? error.error : fallback;
}

export interface RequestOptions {
  /** The ETag of the version the change starts from (required by PUT, PATCH and DELETE of an item). */
  ifMatch?: string;
}

/**
 * Calls an admin endpoint. `body` (when given) is sent as JSON. Resolves with the parsed JSON answer
 * (undefined for an empty one) and the answer's headers (e.g. `X-Truncated` of long lists, `ETag`).
 */
export async function adminRequest<T>(method: HttpMethod, path: string, body?: unknown, options: RequestOptions = {}): Promise<{ data: T; headers: Headers }> {
  // The server answers its messages in the admin app's language.
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': $adminLocale.get() };
  if (options.ifMatch !== undefined) headers['If-Match'] = options.ifMatch;
  const init: RequestInit = { method, credentials: 'same-origin', headers, cache: 'no-store' };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new AdminApiError(0, `0: ${reason}`);
  }
  const text = await response.text();
  if (!response.ok) throw failedAnswer(response, text);
  return { data: parseJson(text) as T, headers: response.headers };
}

/**
 * The error for an answer that is not ok. A 401 means the session ended: the island goes back to
 * the login card. Every admin call that reads an answer itself (uploads) goes through here too.
 */
export function failedAnswer(response: Response, text: string): AdminApiError {
  if (response.status === 401 && typeof $adminSession.get() === 'object') $adminSession.set('signed-out');
  return toApiError(response.status, response.statusText, text);
}

/** `adminRequest` for callers that need only the answer's body. */
export async function adminFetch<T>(method: HttpMethod, path: string, body?: unknown, options?: RequestOptions): Promise<T> {
  return (await adminRequest<T>(method, path, body, options)).data;
}
