/**
 * The shape of a literal Korean reference: every string becomes `string`, tuples keep their length
 * and objects their keys; functions (the server's messages that take values) keep their signature.
 * A translation typed with it must be a complete record of the reference.
 */
export type Widen<T> = T extends string
  ? string
  : T extends number | boolean
    ? T
    : T extends (...args: never[]) => unknown
      ? T
      : { readonly [K in keyof T]: Widen<T[K]> };
