import type { ko } from './ui/ko.ts';

/** Turns the literal Korean dictionary into its shape: every string becomes `string`, tuples keep their length. */
type Widen<T> = T extends string ? string : { readonly [K in keyof T]: Widen<T[K]> };

/** The type every locale's dictionary satisfies: a complete record of the Korean reference. */
export type Dictionary = Widen<typeof ko>;
