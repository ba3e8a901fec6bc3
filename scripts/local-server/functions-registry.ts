/**
 * The Netlify Functions v2 of the functions directory exactly as Netlify's own bundler lists them for a
 * deploy (`@netlify/zip-it-and-ship-it` listFunctions: names, routes compiled from `config.path`,
 * `excludedPath`, `method`, `preferStatic`, `schedule`), each imported once at start. Matching follows
 * Netlify's: the path without a trailing slash and lower-cased, against each route's literal or
 * expression; the most specific route first, so a wildcard never swallows a named path.
 */
import { pathToFileURL } from 'node:url';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Context } from '@netlify/functions';
import type { ListedFunction } from '@netlify/zip-it-and-ship-it';
import type { Logger } from './types.ts';

export type FunctionHandler = (req: Request, context: Context) => unknown;

/** One route of a function: a literal path, or an expression whose groups are the pattern's placeholders. */
export interface FunctionRoute {
  pattern: string;
  literal?: string;
  /** Tested on the lower-cased path, as Netlify does. */
  expression?: RegExp;
  /** The same expression, case-blind: reads the placeholders from the original path (their case kept). */
  capture?: RegExp;
  /** Placeholder names of the pattern, in the order of the expression's groups. */
  names: readonly string[];
  /** Upper-case methods the route accepts; empty means all. */
  methods: readonly string[];
  preferStatic: boolean;
}

export interface LoadedFunction {
  name: string;
  handler: FunctionHandler;
  routes: readonly FunctionRoute[];
  excluded: readonly FunctionRoute[];
  /** `config.schedule`: run by the scheduler (scheduler.ts), never served over HTTP (as on Netlify). */
  schedule: string | undefined;
}

/** Every route of every function, literal ones first; built once, searched per request. */
export type RouteTable = ReadonlyArray<{ fn: LoadedFunction; route: FunctionRoute }>;

export interface FunctionMatch {
  fn: LoadedFunction;
  params: Record<string, string>;
  preferStatic: boolean;
}

/** Netlify's default address of a function that declares no path. */
const DEFAULT_PREFIX = '/.netlify/functions/';

type ListedRoute = NonNullable<ListedFunction['routes']>[number] & { prefer_static?: boolean };

function toRoute(listed: ListedRoute): FunctionRoute {
  const names = [...listed.pattern.matchAll(/:([A-Za-z_$][\w$]*)/g)].map((m) => m[1] ?? '');
  return {
    pattern: listed.pattern,
    ...('literal' in listed && listed.literal !== undefined ? { literal: listed.literal } : {}),
    ...('expression' in listed && listed.expression !== undefined
      ? { expression: new RegExp(listed.expression), capture: new RegExp(listed.expression, 'i') }
      : {}),
    names,
    methods: ('methods' in listed ? listed.methods ?? [] : []).map((m: string) => m.toUpperCase()),
    preferStatic: listed.prefer_static === true,
  };
}

/**
 * The bundler's list, asked in a child process. Importing the bundler replaces the process's global
 * `fetch` with Netlify's runtime instrumentation (@netlify/serverless-functions-api), which broke
 * every fetch a function made under the local server; and the bundler (esbuild, parsers) would stay
 * resident: in a worker thread the server sat 100 MB higher when idle (npm run bench: 504 vs 403 MB).
 * A process gives all of it back when it exits.
 */
async function listDeployedFunctions(dir: string): Promise<ListedFunction[]> {
  const source = `
    const [bundler, dir] = process.argv.slice(1);
    const { listFunctions } = await import(bundler);
    listFunctions(dir, { parseISC: true }).then(
      (listed) => process.stdout.write(JSON.stringify({ listed })),
      (error) => process.stdout.write(JSON.stringify({ error: { message: error.message, code: error.code } })),
    );`;
  const bundler = import.meta.resolve('@netlify/zip-it-and-ship-it');
  const { stdout } = await execFileAsync(process.execPath, ['--input-type=module', '--eval', source, bundler, dir], { maxBuffer: 16 * 1024 * 1024 });
  const answer = JSON.parse(stdout) as { listed?: ListedFunction[]; error?: { message: string; code?: string } };
  if (answer.listed) return answer.listed;
  throw Object.assign(new Error(answer.error?.message ?? 'listing the functions failed'), { code: answer.error?.code });
}

const execFileAsync = promisify(execFile);

export async function loadFunctions(dir: string, log: Logger): Promise<LoadedFunction[]> {
  let listed: ListedFunction[];
  try {
    listed = await listDeployedFunctions(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const loaded: LoadedFunction[] = [];
  for (const fn of listed.sort((a, b) => a.name.localeCompare(b.name))) {
    let mod: { default?: unknown };
    try {
      mod = (await import(pathToFileURL(fn.mainFile).href)) as { default?: unknown };
    } catch (error) {
      log(`functions: ${fn.name} skipped: importing it failed (${(error as Error).message})`);
      continue;
    }
    if (typeof mod.default !== 'function') {
      log(`functions: ${fn.name} skipped: no default-exported handler`);
      continue;
    }
    const routes = (fn.routes ?? []).map((route) => toRoute(route as ListedRoute));
    const schedule = fn.schedule || undefined;
    loaded.push({
      name: fn.name,
      handler: mod.default as FunctionHandler,
      // Without a path Netlify serves a function at its default URL only; a scheduled one not at all.
      routes: routes.length > 0 || schedule ? routes : [toRoute({ pattern: `${DEFAULT_PREFIX}${fn.name}`, literal: `${DEFAULT_PREFIX}${fn.name}`, methods: [] })],
      excluded: (fn.excludedRoutes ?? []).map((route) => toRoute({ ...route, methods: [] } as ListedRoute)),
      schedule,
    });
  }
  return loaded;
}

/** Most specific first: literal routes, then placeholders, then wildcards; ties in the functions' order (by name). */
export function buildRouteTable(functions: readonly LoadedFunction[]): RouteTable {
  const rank = (route: FunctionRoute) => (route.literal !== undefined ? 0 : route.pattern.includes('*') ? 2 : 1);
  return functions.flatMap((fn) => fn.routes.map((route) => ({ fn, route }))).sort((a, b) => rank(a.route) - rank(b.route));
}

function routeMatch(route: FunctionRoute, path: string, lowered: string): Record<string, string> | undefined {
  if (route.literal !== undefined) return lowered === route.literal ? {} : undefined;
  if (!route.expression?.test(lowered)) return undefined;
  const groups = route.capture?.exec(path) ?? [];
  const params: Record<string, string> = {};
  route.names.forEach((name, i) => {
    const value = groups[i + 1];
    if (value !== undefined) params[name] = value;
  });
  return params;
}

/** The function serving `rawPath` (still percent-encoded, as Netlify matches it) for `method`. */
export function matchFunction(table: RouteTable, rawPath: string, method: string): FunctionMatch | undefined {
  const path = rawPath !== '/' && rawPath.endsWith('/') ? rawPath.slice(0, -1) : rawPath;
  const lowered = path.toLowerCase();
  for (const { fn, route } of table) {
    if (route.methods.length > 0 && !route.methods.includes(method)) continue;
    const params = routeMatch(route, path, lowered);
    if (params === undefined) continue;
    if (fn.excluded.some((excluded) => routeMatch(excluded, path, lowered) !== undefined)) continue;
    return { fn, params, preferStatic: route.preferStatic };
  }
  return undefined;
}
