import * as v from 'valibot';
import { fieldErrors } from './route.ts';
import { says } from './messages/index.ts';

export type Validated<T> = { ok: true; value: T } | { ok: false; response: Response };

/**
 * Validates a JSON body against an object schema. A body that is not an object is checked as `{}`,
 * so the answer still names each missing field with its own message: 400 `{ error, fields: { field: message } }` with
 * the first message of each field (nested fields as `a.b`).
 */
export function validateBody<S extends v.GenericSchema>(schema: S, body: unknown): Validated<v.InferOutput<S>> {
  const given = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
  // A missing key is given as undefined, so its own schema's message is reported (not valibot's
  // generic "Invalid key").
  const keys = 'entries' in schema && typeof schema.entries === 'object' && schema.entries ? Object.keys(schema.entries) : [];
  const input = { ...Object.fromEntries(keys.map((key) => [key, undefined])), ...given };
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  const fields: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = issue.path?.map((item) => String(item.key)).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return { ok: false, response: fieldErrors(fields) };
}

const EMAIL_MESSAGE = says((m) => m.emailInvalid);
/** An administrator's e-mail address (an invitation's, one's own). */
export const AdminEmail = v.pipe(v.string(EMAIL_MESSAGE), v.trim(), v.nonEmpty(EMAIL_MESSAGE), v.maxLength(254, EMAIL_MESSAGE), v.email(EMAIL_MESSAGE));
