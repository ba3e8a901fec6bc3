/**
 * Netlify Functions v2 found at the top level of the functions directory, imported once at start,
 * with their `config.path` routes compiled once (path-pattern.ts). Matching checks a literal
 * prefix first, which keeps routing at microseconds even with many functions.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from '@netlify/functions';
import { compilePathPattern, type PathMatcher } from './path-pattern.ts';
import type { Logger } from './types.ts';

export type FunctionHandler = (req: Request, context: Context) => unknown;

/** Every route of every function, most specific first; built once, searched per request. */
export type RouteTable = ReadonlyArray<{ fn: LoadedFunction; route: PathMatcher }>;

export interface LoadedFunction {
  name: string;
  handler: FunctionHandler;
  routes: readonly PathMatcher[];
  excluded: readonly PathMatcher[];
  /** Upper-case methods the function accepts; undefined means all. */
  methods: ReadonlySet<string> | undefined;
  preferStatic: boolean;
  /** `config.schedule`: run by the scheduler (scheduler.ts), never served over HTTP (as on Netlify). */
  schedule: string | undefined;
}

export interface FunctionMatch {
  fn: LoadedFunction;
  params: Record<string, string>;
}

const FUNCTION_FILE = /^(?<name>[^.][^/]*?)\.(?:ts|mts|js|mjs)$/;
const NOT_A_FUNCTION = /\.(?:test|spec|d)\.[cm]?[jt]s$/;

export async function loadFunctions(dir: string, log: Logger): Promise<LoadedFunction[]> {
  let entries: string[];
  try {
    entries = readdirSync(dir, { withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const loaded: LoadedFunction[] = [];
  for (const file of entries) {
    const name = FUNCTION_FILE.exec(file)?.groups?.['name'];
    if (name === undefined || NOT_A_FUNCTION.test(file)) continue;
    if (loaded.some((fn) => fn.name === name)) {
      log(`functions: ${file} skipped: another file already defines function "${name}"`);
      continue;
    }
    const mod = (await import(pathToFileURL(join(dir, file)).href)) as { default?: unknown; config?: unknown };
    if (typeof mod.default !== 'function') {
      log(`functions: ${file} skipped: no default-exported handler`);
      continue;
    }
    loaded.push(describeFunction(name, mod.default as FunctionHandler, (mod.config ?? {}) as Record<string, unknown>));
  }
  return loaded;
}

/**
 * Orders routes most specific first — literal, then placeholders, then wildcards; longer literal
 * prefix first — so `/api/faqs` or `/api/posts/:id` is not swallowed by another function's `/api/*`.
 */
export function buildRouteTable(functions: readonly LoadedFunction[]): RouteTable {
  return functions
    .flatMap((fn) => fn.routes.map((route) => ({ fn, route })))
    .sort((a, b) => b.route.rank - a.route.rank || b.route.prefix.length - a.route.prefix.length);
}

function describeFunction(name: string, handler: FunctionHandler, config: Record<string, unknown>): LoadedFunction {
  // Without `path`, Netlify serves a v2 function at its default URL only; a scheduled function at none.
  const schedule = typeof config['schedule'] === 'string' ? config['schedule'] : undefined;
  const paths = toList(config['path']);
  const methods = toList(config['method']).map((m) => m.toUpperCase());
  const routes = schedule !== undefined ? [] : paths.length > 0 ? paths : [`/.netlify/functions/${name}`];
  return {
    name,
    handler,
    schedule,
    routes: routes.map(compilePathPattern),
    excluded: toList(config['excludedPath']).map(compilePathPattern),
    methods: methods.length > 0 ? new Set(methods) : undefined,
    preferStatic: config['preferStatic'] === true,
  };
}

/** The function serving a path (percent-encoded, as URLPattern expects) and method, if any. */
export function matchFunction(table: RouteTable, rawPath: string, method: string): FunctionMatch | undefined {
  for (const { fn, route } of table) {
    if (!rawPath.startsWith(route.prefix)) continue;
    if (fn.methods && !fn.methods.has(method)) continue;
    const params = route.match(rawPath);
    if (params === undefined) continue;
    if (fn.excluded.some((ex) => rawPath.startsWith(ex.prefix) && ex.match(rawPath) !== undefined)) continue;
    return { fn, params };
  }
  return undefined;
}

function toList(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value]).map(String);
}
