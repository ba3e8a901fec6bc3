import type { Dictionary } from '../types.ts';
import { ko } from './ko.ts';

// TEMPORARY scaffold until the translation lands: replaced in the same session.
export const ja: Dictionary = ko;
