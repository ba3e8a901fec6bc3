import { resolve } from 'node:path';

/** The repository root, for scripts that run from anywhere. */
export const PROJECT_ROOT = resolve(import.meta.dirname, '..');
