/**
 * One Astro build at a time per checkout, across processes. Astro writes a build's server chunks to
 * `<project>/.astro/.prerender/` when the output directory lies outside the project (ours do: the local
 * server builds below DATA_DIR) and removes them at the end, so two builds of one checkout at once
 * (the site and a second one started from a backup, say) delete each other's chunks ("Cannot find
 * module …/.astro/.prerender/chunks/…"). The lock is a directory (mkdir is atomic) holding the owner's
 * pid; a lock whose owner is gone is taken over.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const POLL_MS = 200;

function ownerAlive(lockDir: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(join(lockDir, 'pid'), 'utf8'));
  } catch {
    // Just created, its pid not written yet: its owner is alive.
    return true;
  }
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Runs `work` holding the lock at `lockDir` (waiting while another live process holds it). */
export async function withCheckoutLock<T>(lockDir: string, work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  for (;;) {
    signal?.throwIfAborted();
    try {
      mkdirSync(lockDir, { recursive: false });
      writeFileSync(join(lockDir, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') mkdirSync(join(lockDir, '..'), { recursive: true });
      else if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      else if (!ownerAlive(lockDir)) rmSync(lockDir, { recursive: true, force: true });
      else await sleep(POLL_MS, undefined, signal ? { signal } : undefined);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}
