import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';

/** What the lock file records: who holds the data directory, and where its database answers. */
export interface LockInfo {
  pid: number;
  startedAt: string;
  url?: string;
}

export class DataDirLockedError extends Error {
  readonly holder: LockInfo;
  constructor(dataDir: string, holder: LockInfo) {
    super(
      `The data directory ${dataDir} is already in use by process ${holder.pid} (started ${holder.startedAt}). ` +
        'Stop that server first, or point DATA_DIR at another directory. Nothing was changed.',
    );
    this.name = 'DataDirLockedError';
    this.holder = holder;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(path: string): LockInfo | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as LockInfo;
  } catch {
    return undefined;
  }
}

/** Lock files this process holds: a second instance in the same process must refuse too. */
const heldHere = new Set<string>();

/**
 * Takes the data directory for this process. PGlite has no lock of its own and two instances on one
 * directory corrupt it, so a second server must refuse. A lock left by a killed process (its pid is
 * gone) is taken over.
 */
export function acquireDataDirLock(dataDir: string, lockPath: string): { update(info: Partial<LockInfo>): void; release(): void } {
  mkdirSync(dataDir, { recursive: true });
  const info: LockInfo = { pid: process.pid, startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockPath, JSON.stringify(info), { flag: 'wx' });
      heldHere.add(lockPath);
      return {
        update(extra) {
          Object.assign(info, extra);
          writeFileSync(lockPath, JSON.stringify(info));
        },
        release() {
          heldHere.delete(lockPath);
          if (readLock(lockPath)?.pid === process.pid) unlinkSync(lockPath);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readLock(lockPath);
      const live = holder && (holder.pid === process.pid ? heldHere.has(lockPath) : isAlive(holder.pid));
      if (holder && live) throw new DataDirLockedError(dataDir, holder);
      unlinkSync(lockPath); // stale: its process is gone
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}

/** The running server's database URL, if a live process holds the directory (for scripts and psql). */
export function readLiveLock(lockPath: string): LockInfo | undefined {
  const holder = readLock(lockPath);
  return holder && isAlive(holder.pid) ? holder : undefined;
}
