/**
 * The functions as a deploy ships them: Netlify's own bundler (`@netlify/zip-it-and-ship-it`
 * zipFunctions) over `functions/`, with the configuration Netlify's build derives from netlify.toml
 * (its `[functions]` sections, and the runtime from `[build.environment] NODE_VERSION`), one zip per
 * function and Netlify's manifest beside them.
 *
 * The bundler runs in a child process: importing it replaces the process's global `fetch` with
 * Netlify's instrumentation, and its parsers would stay resident. Run alone it bundles into a folder:
 * `node scripts/deploy-bundles/bundle.ts <out-dir>`.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'smol-toml';
import { PROJECT_ROOT } from '../paths.ts';

/** One function of Netlify's manifest.json, as a deploy uploads it. */
export interface BundledFunction {
  name: string;
  /** The zip, as uploaded. */
  path: string;
  mainFile: string;
  runtimeVersion: string;
  bundler: string;
  schedule?: string;
  routes?: Array<{ pattern: string; literal?: string; expression?: string; methods: string[] }>;
  excludedRoutes?: Array<{ pattern: string; literal?: string; expression?: string }>;
}

/** What netlify.toml says about the functions and the build's Node. */
interface NetlifyToml {
  build?: { environment?: Record<string, string> };
  functions?: Record<string, unknown> & { directory?: string };
}

/** netlify.toml's function keys as the bundler names them (@netlify/build's normalizeFunctionConfig). */
const CONFIG_KEYS: Record<string, string> = {
  included_files: 'includedFiles',
  external_node_modules: 'externalNodeModules',
  ignored_node_modules: 'ignoredNodeModules',
  node_bundler: 'nodeBundler',
  schedule: 'schedule',
};

function functionConfig(section: Record<string, unknown>, nodeVersion: string): Record<string, unknown> {
  const config: Record<string, unknown> = { nodeVersion, includedFilesBasePath: PROJECT_ROOT };
  for (const [key, value] of Object.entries(section)) {
    const name = CONFIG_KEYS[key];
    // As Netlify's build does: 'esbuild' means esbuild with the older bundler as its fallback.
    if (name) config[name] = key === 'node_bundler' && value === 'esbuild' ? 'esbuild_zisi' : value;
  }
  return config;
}

/** The bundler's input derived from netlify.toml, as Netlify's build derives it. */
export function bundlerSettings(tomlPath = join(PROJECT_ROOT, 'netlify.toml')) {
  const toml = parse(readFileSync(tomlPath, 'utf8')) as NetlifyToml;
  const nodeVersion = toml.build?.environment?.NODE_VERSION;
  if (!nodeVersion) throw new Error('netlify.toml sets no [build.environment] NODE_VERSION: the functions would run on whatever Node Netlify defaults to');
  const { directory = 'netlify/functions', ...sections } = toml.functions ?? {};
  const top: Record<string, unknown> = {};
  const named: Record<string, Record<string, unknown>> = {};
  for (const [key, value] of Object.entries(sections)) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) named[key] = value as Record<string, unknown>;
    else top[key] = value;
  }
  const config = { '*': functionConfig(top, nodeVersion), ...Object.fromEntries(Object.entries(named).map(([glob, s]) => [glob, functionConfig(s, nodeVersion)])) };
  return { functionsDir: resolve(PROJECT_ROOT, directory), nodeVersion, config };
}

const execFileAsync = promisify(execFile);

/** Bundles every function into `outDir` (zips and manifest.json), in a child process; answers the manifest. */
export async function bundleFunctions(outDir: string): Promise<BundledFunction[]> {
  await execFileAsync(process.execPath, [import.meta.filename, outDir], { cwd: PROJECT_ROOT, maxBuffer: 16 * 1024 * 1024 });
  return readManifest(outDir);
}

export function readManifest(outDir: string): BundledFunction[] {
  return (JSON.parse(readFileSync(join(outDir, 'manifest.json'), 'utf8')) as { functions: BundledFunction[] }).functions;
}

if (import.meta.main) {
  const outDir = resolve(process.argv[2] ?? join(PROJECT_ROOT, '.netlify', 'functions'));
  const { functionsDir, config } = bundlerSettings();
  const { zipFunctions } = await import('@netlify/zip-it-and-ship-it');
  const results = await zipFunctions([functionsDir], outDir, {
    basePath: PROJECT_ROOT,
    repositoryRoot: PROJECT_ROOT,
    config,
    manifest: join(outDir, 'manifest.json'),
    parallelLimit: 2,
  });
  console.log(`Bundled ${results.length} functions into ${outDir}`);
}
