import type { ko } from './ui/ko.ts';

/**
 * The shape of a literal Korean reference: every string becomes `string`, tuples keep their length
 * and objects their keys. A translation typed with it must be a complete record of the reference.
 */
export type Widen<T> = T extends string ? string : T extends number | boolean ? T : { readonly [K in keyof T]: Widen<T[K]> };

/** The type every locale's dictionary satisfies: a complete record of the Korean reference. */
export type Dictionary = Widen<typeof ko>;
