/** Tiny generated responses (errors, redirects); never a stack trace or a file path. */
import type { ServerResponse } from 'node:http';

/** Header values of the `[[headers]]` / `_headers` rules matching a path (netlify-rules.ts). */
export type RuleHeaders = Readonly<Record<string, string>>;

/** Headers the CDN itself owns: a rule cannot set them (Netlify ignores them too). */
const CDN_OWNED = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'location', 'date', 'server']);

export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  extra: Record<string, string> = {},
  ruleHeaders?: RuleHeaders,
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = Buffer.from(text, 'utf8');
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(extra)) res.setHeader(name, value);
  applyRuleHeaders(res, ruleHeaders);
  res.setHeader('Content-Length', body.length);
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

export function sendJsonError(res: ServerResponse, status: number, message: string): void {
  if (res.headersSent) {
    res.destroy(); // too late for a status: cut the response so the client sees it failed
    return;
  }
  const body = Buffer.from(JSON.stringify({ error: message }), 'utf8');
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-store',
  });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

/** `[[headers]]` values override the server's defaults (Content-Type and Cache-Control included). */
export function applyRuleHeaders(res: ServerResponse, ruleHeaders: RuleHeaders | undefined): void {
  if (!ruleHeaders) return;
  for (const [name, value] of Object.entries(ruleHeaders)) {
    // Netlify's parser keeps a newline that does not follow a comma (a multi-line TOML value); HTTP
    // cannot carry it, so it is folded into one space, as obsolete header line folding meant.
    if (!CDN_OWNED.has(name.toLowerCase())) res.setHeader(name, value.replace(/\s*[\r\n]+\s*/g, ' ').trim());
  }
}
