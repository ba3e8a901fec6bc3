/**
 * Response helpers shared by every function. Netlify's [[headers]] rules do not apply to function
 * responses, so the security headers are set here, in code.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** Cache policies by kind of answer. */
export const CACHE = {
  /** Private or changing data: never stored anywhere. */
  none: 'no-store',
  /** Public data that must reflect an admin's edit on the next request; revalidated by ETag. */
  revalidate: 'public, max-age=0, must-revalidate',
} as const;

export function json(body: unknown, init: { status?: number; headers?: Record<string, string>; cache?: string } = {}): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: {
      ...SECURITY_HEADERS,
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': init.cache ?? CACHE.none,
      ...init.headers,
    },
  });
}

export function errorResponse(status: number, error: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): Response {
  return json({ error, ...extra }, { status, headers });
}

/** 405 with the Allow header, for a method the resource does not support. */
export function methodNotAllowed(allowed: readonly string[]): Response {
  return errorResponse(405, 'Method Not Allowed', {}, { Allow: allowed.join(', ') });
}

/**
 * Runs a handler and turns an unexpected failure into a bare 500 (or 503 when the database is out of
 * reach, or not yet migrated to the schema this deploy expects), logging one line; a visitor never
 * sees a stack trace.
 */
export async function guarded(name: string, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'SCHEMA_BEHIND') {
      console.error(`[${name}] ${(error as Error).message} Apply the pending migrations (docs/deploy.md).`);
      return errorResponse(503, 'The database has not been migrated to the schema this deploy expects yet: its pending migrations must be applied first.', { code }, { 'Retry-After': '30' });
    }
    const unreachable = code === 'ECONNREFUSED' || code === 'ETIMEDOUT' || code === '57P01' || code === '53300';
    console.error(`[${name}] ${unreachable ? 'database unavailable' : 'failed'}: ${(error as Error).message}`);
    return unreachable
      ? errorResponse(503, 'Service Unavailable', {}, { 'Retry-After': '5' })
      : errorResponse(500, 'Internal Server Error');
  }
}
