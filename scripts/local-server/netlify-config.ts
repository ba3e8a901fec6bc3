/**
 * Reads the routing part of netlify.toml (`[[redirects]]`, `[[headers]]`) and compiles it once.
 * A bad rule is reported and skipped, like a deploy would report it, instead of taking the
 * whole server down; a missing file means no rules.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { compileHeaderRule } from './header-rules.ts';
import { compileFromPattern } from './redirect-rules.ts';
import type { HeaderRule, Logger, NetlifyRoutingConfig, RedirectConditions, RedirectRule } from './types.ts';

export function loadNetlifyConfig(tomlPath: string, log: Logger): NetlifyRoutingConfig {
  let text: string;
  try {
    text = readFileSync(tomlPath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { redirects: [], headers: [] };
    throw error;
  }
  return parseNetlifyConfig(text, log);
}

/** Throws on invalid TOML (the caller decides whether to keep older rules); skips invalid rules. */
export function parseNetlifyConfig(text: string, log: Logger): NetlifyRoutingConfig {
  const doc = parse(text) as Record<string, unknown>;
  const redirects: RedirectRule[] = [];
  const headers: HeaderRule[] = [];
  asArray(doc['redirects']).forEach((entry, index) => {
    try {
      redirects.push(compileRedirect(asTable(entry)));
    } catch (error) {
      log(`netlify.toml: [[redirects]] #${index + 1} skipped: ${(error as Error).message}`);
    }
  });
  asArray(doc['headers']).forEach((entry, index) => {
    try {
      const table = asTable(entry);
      if (typeof table['for'] !== 'string') throw new Error('"for" must be a string');
      headers.push(compileHeaderRule(table['for'], asTable(table['values'] ?? {})));
    } catch (error) {
      log(`netlify.toml: [[headers]] #${index + 1} skipped: ${(error as Error).message}`);
    }
  });
  return { redirects, headers };
}

function compileRedirect(table: Record<string, unknown>): RedirectRule {
  const { from, to } = table;
  if (typeof from !== 'string' || from === '') throw new Error('"from" must be a non-empty string');
  if (typeof to !== 'string' || to === '') throw new Error('"to" must be a non-empty string');
  const status = table['status'] ?? 301; // Netlify's default
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 200 || status > 599) {
    throw new Error(`invalid "status": ${String(status)}`);
  }
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(asTable(table['query'] ?? {}))) query[name] = String(value);
  return {
    from,
    to,
    status,
    force: table['force'] === true,
    query,
    conditions: parseConditions(asTable(table['conditions'] ?? {})),
    pattern: compileFromPattern(from),
  };
}

/** Condition names are matched case-insensitively (`Language`, `language`); values become lists. */
function parseConditions(table: Record<string, unknown>): RedirectConditions {
  const conditions: RedirectConditions = {};
  for (const [name, value] of Object.entries(table)) {
    const list = (Array.isArray(value) ? value : [value]).map((v) => String(v).trim());
    switch (name.toLowerCase()) {
      case 'language':
        conditions.languages = list.map((v) => v.toLowerCase().replaceAll('_', '-'));
        break;
      case 'cookie':
        conditions.cookies = list;
        break;
      case 'country':
        conditions.countries = list;
        break;
      case 'role':
        conditions.roles = list;
        break;
      default:
        throw new Error(`unknown condition "${name}"`);
    }
  }
  return conditions;
}

function asArray(value: unknown): unknown[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new Error('netlify.toml: expected an array of tables');
  return value;
}

function asTable(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('expected a table');
  return value as Record<string, unknown>;
}
