import { existsSync } from 'node:fs';

/**
 * The Chromium the end-to-end tests drive: `CHROMIUM_PATH` when set, else Debian's headless shell, else
 * Debian's Chromium. The headless shell is Chromium without a window of its own. The full browser run
 * headless still draws its window's toolbar, in a WebUI renderer of its own, and composites it, which
 * on a 2-core machine takes the CPU the pages under test need.
 */
const CHROMIUM_CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'] as const;

export function testChromium(env: NodeJS.ProcessEnv = process.env, exists: (path: string) => boolean = existsSync): string {
  return env['CHROMIUM_PATH'] || (CHROMIUM_CANDIDATES.find(exists) ?? CHROMIUM_CANDIDATES[0]);
}
