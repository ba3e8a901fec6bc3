/** Tiny generated responses (errors, redirects); never a stack trace or a file path. */
import type { ServerResponse } from 'node:http';

export type HeaderEntries = Map<string, { name: string; value: string }>;

export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  extra: Record<string, string> = {},
  ruleHeaders?: HeaderEntries,
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
export function applyRuleHeaders(res: ServerResponse, ruleHeaders: HeaderEntries | undefined): void {
  if (!ruleHeaders) return;
  for (const { name, value } of ruleHeaders.values()) res.setHeader(name, value);
}
