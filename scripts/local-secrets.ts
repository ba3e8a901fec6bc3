import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Secrets the functions need. In production they come from the environment and nothing here runs;
 * the local server makes random ones once per data directory (kept in secrets.json, mode 0600) so
 * sessions and signed form tokens survive a restart. A value already in the environment wins.
 */
export const LOCAL_SECRET_NAMES = ['SESSION_SECRET', 'FORM_SIGNING_SECRET'] as const;

export function applyLocalSecrets(dataDir: string): void {
  const file = join(dataDir, 'secrets.json');
  const stored: Record<string, string> = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
  let changed = false;
  for (const name of LOCAL_SECRET_NAMES) {
    if (!stored[name]) {
      stored[name] = randomBytes(32).toString('base64url');
      changed = true;
    }
    process.env[name] ??= stored[name];
  }
  if (changed) writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
}
