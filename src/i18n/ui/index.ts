import type { Widen } from '../types.ts';
import type { ko } from './ko.ts';

/** The type every locale's interface dictionary satisfies: a complete record of the Korean reference. */
export type Dictionary = Widen<typeof ko>;
