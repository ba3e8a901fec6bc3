/**
 * Unzips a deploy zip into a folder of its own and runs requests through it in a fresh Node with the
 * runtime's flags (lambda-runtime.ts): require() of ES modules off and no module-type guessing, as
 * Netlify's CLI sets them for every function, citing AWS Lambda, which documents the same switches.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { unzipSync } from 'fflate';

/** The runtime's Node switches (netlify-cli's functions runtime; AWS Lambda's Node.js runtimes). */
export const RUNTIME_NODE_OPTIONS = ['--no-experimental-require-module', '--no-experimental-detect-module'];

export interface BundleRequest {
  /** Absolute URL, as the platform passes it (`rawUrl`). */
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  bodyEncoding?: 'utf8' | 'base64';
  /** The pattern of the route that matched (`/api/notices/:id`): the platform passes it, and the function's params come from it. */
  route?: string;
}

export interface BundleAnswer {
  /** 0 when the invocation itself threw. */
  status: number;
  headers: Record<string, string>;
  body: string;
  error?: string;
}

export interface BundleRun {
  /** Why the function module did not load (then no request ran). */
  loadError?: string;
  answers: BundleAnswer[];
}

/** Writes the zip's files, and only those, into the folder `into` (made if missing); answers it. */
export function unzipBundle(zipPath: string, into: string): string {
  for (const [name, data] of Object.entries(unzipSync(readFileSync(zipPath)))) {
    if (name.endsWith('/')) continue;
    const target = join(into, name);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, data);
  }
  return into;
}

const execFileAsync = promisify(execFile);

/**
 * Loads the unzipped bundle in `dir` and sends `requests` one after another (one process: the first
 * request is the cold start, the others warm). `env` is the whole environment the function sees.
 */
export async function runBundle(dir: string, requests: readonly BundleRequest[], env: Record<string, string>): Promise<BundleRun> {
  // Beside the bundle, not in it: the function sees only the zip's files.
  const io = mkdtempSync(join(tmpdir(), 'function-run-'));
  const requestsFile = join(io, 'requests.json');
  const answersFile = join(io, 'answers.json');
  writeFileSync(requestsFile, JSON.stringify(requests));
  await execFileAsync(process.execPath, [...RUNTIME_NODE_OPTIONS, join(import.meta.dirname, 'lambda-runtime.ts'), dir, requestsFile, answersFile], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '', LAMBDA_TASK_ROOT: dir, ...env },
    timeout: 120_000,
    maxBuffer: 32 * 1024 * 1024,
  });
  try {
    return JSON.parse(readFileSync(answersFile, 'utf8')) as BundleRun;
  } finally {
    rmSync(io, { recursive: true, force: true });
  }
}
