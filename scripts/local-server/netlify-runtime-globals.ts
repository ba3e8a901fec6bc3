/**
 * What Netlify's function runtime puts around a handler: the `Netlify` global (`Netlify.env`,
 * `Netlify.context`) and the async-local store behind `getContext()` from @netlify/functions.
 * The store is looked up under the same global symbol that package uses, so both see one store.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context } from '@netlify/functions';

const STORE_KEY = Symbol.for('@netlify/functions/request-context-store');

interface StoreValue {
  context: Context;
}

function contextStore(): AsyncLocalStorage<StoreValue> {
  const globals = globalThis as unknown as Record<symbol, unknown>;
  const existing = globals[STORE_KEY];
  if (existing instanceof AsyncLocalStorage) return existing as AsyncLocalStorage<StoreValue>;
  const store = new AsyncLocalStorage<StoreValue>();
  globals[STORE_KEY] = store;
  return store;
}

/** Installs `globalThis.Netlify` unless something (a test, Netlify's own dev tools) already did. */
export function installNetlifyGlobal(): void {
  const globals = globalThis as { Netlify?: unknown };
  if (globals.Netlify !== undefined) return;
  const store = contextStore();
  globals.Netlify = {
    get context(): Context | null {
      return store.getStore()?.context ?? null;
    },
    env: {
      get: (key: string) => process.env[key],
      has: (key: string) => process.env[key] !== undefined,
      set: (key: string, value: string) => {
        process.env[key] = value;
      },
      delete: (key: string) => {
        delete process.env[key];
      },
      toObject: () => Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined)),
    },
  };
}

/** Runs a handler so that `Netlify.context` and `getContext()` return its context. */
export function runWithContext<T>(context: Context, run: () => T): T {
  return contextStore().run({ context }, run);
}
