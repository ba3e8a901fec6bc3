import type { AdminStrings } from '#data/admin/app/index.ts';

/** A page's name in the admin's language; its key when the dictionary has no name for it yet. */
export function pageName(names: AdminStrings['pages']['names'], key: string): string {
  return Object.hasOwn(names, key) ? names[key as keyof typeof names] : key;
}
