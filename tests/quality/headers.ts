/** Security headers every response of the site carries, and the CSP rules they must follow. */
const REQUIRED = ['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'referrer-policy', 'permissions-policy'] as const;

export function checkSecurityHeaders(where: string, headers: Headers, options: { private?: boolean } = {}): string[] {
  const problems: string[] = [];
  for (const name of REQUIRED) if (!headers.get(name)) problems.push(`${where}: no ${name} header`);
  const csp = headers.get('content-security-policy') ?? '';
  if (csp && !/frame-ancestors\s+'none'/.test(csp)) problems.push(`${where}: CSP without frame-ancestors 'none'`);
  if (headers.get('x-content-type-options') && headers.get('x-content-type-options') !== 'nosniff') problems.push(`${where}: X-Content-Type-Options is not nosniff`);
  const hsts = /max-age=(\d+)/.exec(headers.get('strict-transport-security') ?? '');
  if (hsts && Number(hsts[1]) < 31536000) problems.push(`${where}: HSTS max-age below one year`);
  if (options.private && !/no-store/.test(headers.get('cache-control') ?? '')) problems.push(`${where}: private response without Cache-Control: no-store`);
  return problems;
}

/** The page's own (meta) CSP: scripts only by hash or from self — never 'unsafe-inline' or 'unsafe-eval'. */
export function checkMetaCsp(where: string, policy: string | undefined): string[] {
  if (!policy) return [`${where}: no Content-Security-Policy meta tag`];
  const scriptSrc = /script-src([^;]*)/.exec(policy)?.[1] ?? '';
  const problems: string[] = [];
  if (!scriptSrc) problems.push(`${where}: the CSP has no script-src`);
  if (/'unsafe-inline'|'unsafe-eval'/.test(scriptSrc)) problems.push(`${where}: script-src allows ${/'unsafe-\w+'/.exec(scriptSrc)![0]}`);
  return problems;
}
