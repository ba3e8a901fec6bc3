/** A one-time link's token (`/admin?invite=…`, `/admin?reset=…`), and the checks of the account form an invitation opens. */
import type { AdminStrings } from '#data/admin/app/index.ts';

export function tokenFrom(search: string, name: 'invite' | 'reset'): string | undefined {
  const token = new URLSearchParams(search).get(name);
  return token && /^[\w-]{20,100}$/.test(token) ? token : undefined;
}

export interface AcceptForm {
  username: string;
  password: string;
  confirm: string;
}
export type AcceptErrors = Partial<Record<keyof AcceptForm, string>>;

/** The same rules as the server's (no spaces, 8 characters at least), said before sending. */
export function validateAccept(form: AcceptForm, strings: AdminStrings['invite']): AcceptErrors {
  const errors: AcceptErrors = {};
  if (!/^[^\s\p{C}]{1,50}$/u.test(form.username)) errors.username = strings.usernameRequired;
  if (form.password.length < 8) errors.password = strings.passwordShort;
  else if (form.password !== form.confirm) errors.confirm = strings.mismatch;
  return errors;
}
