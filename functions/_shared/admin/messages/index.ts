/**
 * The admin API speaks the admin app's language: the app names it in Accept-Language, the route
 * wrapper runs the handler inside that language (AsyncLocalStorage, as Netlify's own request
 * context), and a message is looked up when it is made: `t().lastOwner` in a handler, or
 * `says((m) => m.chooseRole)` as a valibot message, which valibot calls while it validates.
 * Without a header naming one of the admin languages, Korean.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { isAdminLocale, type AdminLocale } from '#domain/admin-access.ts';
import { serverEn } from './en.ts';
import { serverId } from './id.ts';
import { serverKo } from './ko.ts';
import type { Widen } from '#i18n/types.ts';

/** What the admin API answers with in one language: a complete record of the Korean reference. */
export type ServerMessages = Widen<typeof serverKo>;

const dictionaries: Record<AdminLocale, ServerMessages> = { ko: serverKo, en: serverEn, id: serverId };
const scope = new AsyncLocalStorage<AdminLocale>();

/** The most preferred admin language of an Accept-Language header ("id-ID,id;q=0.9,en;q=0.8" → id). */
export function preferredAdminLocale(header: string | null): AdminLocale {
  if (!header) return 'ko';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { code: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0 && Number.isFinite(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.code).find(isAdminLocale) ?? 'ko';
}

export function withLocale<T>(locale: AdminLocale, run: () => T): T {
  return scope.run(locale, run);
}

/** The messages of the request being answered (Korean outside one). */
export function t(): ServerMessages {
  return dictionaries[scope.getStore() ?? 'ko'];
}

/** A valibot message in the request's language. */
export function says(pick: (messages: ServerMessages) => string): () => string {
  return () => pick(t());
}

