/**
 * Property-based: arbitrary query strings and bodies on every admin route (found by listing
 * functions/, so a route added later is covered without touching this file) and every method. Never a
 * 5xx; a refused request changes no stored row; NUL, half a surrogate pair or percent-encoded bytes
 * that are not UTF-8 in a query parameter or a JSON body field is a 400 naming each such field.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import type { AdminFunction } from '#functions/_shared/admin/route.ts';
import { BAD_CHARACTER } from '#functions/_shared/admin/request-guards.ts';
import { issueSession, sessionKey } from '#functions/_shared/admin/session.ts';
import { csrCategoryValues } from '#data/csr-categories.ts';
import { faqCategoryValues } from '#data/faq-categories.ts';
import { truncateAll, useTestDatabase } from '../helpers/helpers.ts';
import { buildAdminRequest, createAdmin, fakeAdminContext, useAdminEnv } from '../helpers/admin-test-helpers.ts';

const FUNCTIONS_DIR = join(import.meta.dirname, '../../../functions');
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** What refused requests may still write: the audit trail, sessions' last-seen time and the throttles. */
const BOOKKEEPING_TABLES = new Set(['audit_log', 'admin_sessions', 'admin_login_throttle', 'inquiry_rate_limits', 'inquiry_spam_counts']);

interface Route {
  file: string;
  pattern: string;
  handler: AdminFunction;
}

async function discoverAdminRoutes(): Promise<Route[]> {
  const routes: Route[] = [];
  for (const file of readdirSync(FUNCTIONS_DIR).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts')).sort()) {
    const module = (await import(pathToFileURL(join(FUNCTIONS_DIR, file)).href)) as { default?: unknown; config?: { path?: string | string[] } };
    const handler = module.default as Partial<AdminFunction> | undefined;
    if (!handler?.adminRoute) continue;
    for (const pattern of [module.config?.path ?? []].flat().filter((path) => path.startsWith('/api/admin'))) {
      routes.push({ file, pattern, handler: handler as AdminFunction });
    }
  }
  return routes;
}

const routes = await discoverAdminRoutes();

/** A query value: its raw (percent-encoded) text and whether it must be refused. */
interface RawPart {
  raw: string;
  bad: boolean;
}

const storable = (text: string) => !/\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);
const strip = (text: string) => text.replace(/\u0000|[\ud800-\udfff]/g, '');

const goodPart: fc.Arbitrary<RawPart> = fc.oneof(
  fc.string({ maxLength: 30 }).map((s) => ({ raw: encodeURIComponent(strip(s)), bad: false })),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map((s) => ({ raw: encodeURIComponent(strip(s)), bad: false })),
  fc.constantFrom('%', '%zz', '100%', '+', '%25', '%E2%82%AC', '%ED%95%9C', 'new', 'done', 'spam', 'licensing', '%20%20', '').map((raw) => ({ raw, bad: false })),
  fc.constant({ raw: 'x'.repeat(100_000), bad: false }),
);
/** NUL, lone continuation bytes, a truncated sequence, an encoded surrogate (CESU), overlong forms. */
const badPart: fc.Arbitrary<RawPart> = fc
  .tuple(fc.constantFrom('%00', '%FF', '%C3%28', '%ED%A0%80', '%F0%9F%98', '%C0%AF', '%80', 'a%00b', '%E2%82'), fc.string({ maxLength: 5 }))
  .map(([bad, tail]) => ({ raw: bad + encodeURIComponent(strip(tail)), bad: true }));
const queryEntry = fc.tuple(
  fc.oneof(fc.constantFrom('q', 'status', 'service', 'page', 'id', 'sort', 'view'), fc.string({ minLength: 1, maxLength: 8 }).map(strip).filter((s) => s !== '')),
  fc.oneof({ weight: 3, arbitrary: goodPart }, { weight: 1, arbitrary: badPart }),
);

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '\ud800', '\udfff', '%00', '<script>alert(1)</script>', "'; DROP TABLE notices; --", '__proto__', 'x'.repeat(300_000), '공지 "따옴표" \\ 백슬래시\n줄바꿈', 'new', 'in_progress', 'done', '일반', '*', 'https://example.com/a.png'),
);
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nasty },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nasty, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('en', 'id', 'zh', 'ja', 'ko', 'x', '\u0000'), fc.dictionary(fc.constantFrom('title', 'content', 'question', 'answer', 'excerpt'), nasty, { maxKeys: 3 }), { maxKeys: 3 }),
);
const FIELDS = [
  'title', 'content', 'author', 'category', 'isImportant', 'isPinned', 'isPublished', 'is_published', 'translations', 'question', 'answer', 'order',
  'excerpt', 'featuredImage', 'publishedAt', 'status', 'note', 'username', 'password', 'currentPassword', 'newPassword', 'version', 'reason',
];
/** A body each kind of route would accept, so that mutations of it reach the handlers and sometimes succeed. */
const VALID_BODIES: Array<[RegExp, Record<string, unknown>]> = [
  [/notices/, { title: '공지 제목', content: '<p>내용</p>', author: '관리자', category: 'announcement', isPinned: true }],
  [/faqs/, { question: '질문', answer: '<p>답변</p>', category: faqCategoryValues[0], order: 3 }],
  [/csr-posts/, { title: '이야기', content: '<p>본문</p>', category: csrCategoryValues[0], excerpt: '요약', isPublished: true }],
  [/contacts/, { status: 'done' }],
  [/login/, { username: 'kim', password: 'not the password' }],
  [/password/, { currentPassword: 'not the password', newPassword: 'a new password 1' }],
];
const validBodyFor = (pattern: string) => VALID_BODIES.find(([match]) => match.test(pattern))?.[1] ?? {};
/** The route's valid body with up to two fields replaced by arbitrary values, or an arbitrary object. */
const jsonBody = (pattern: string) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), anyValue, { maxKeys: 2 }).map((replace) => ({ ...validBodyFor(pattern), ...replace })) },
    { weight: 1, arbitrary: fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 6 })), anyValue, { maxKeys: 8 }) },
  );
const bodyFor = (pattern: string) => fc.oneof(
  { weight: 6, arbitrary: jsonBody(pattern).map((value) => ({ kind: 'json' as const, value })) },
  { weight: 1, arbitrary: fc.json().map((text) => ({ kind: 'text' as const, text })) },
  { weight: 1, arbitrary: fc.constantFrom('{"title":', '{"title":"\\u0000"', 'null', '[]', '"\\ud800"', '{"a":"\\udc00x"}').map((text) => ({ kind: 'text' as const, text })) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ kind: 'bytes' as const, bytes })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
);

/** The paths a JSON value holds unstorable text at, as the answer must name them (the test's own oracle). */
function badPaths(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return storable(value) ? [] : [path || '_'];
  if (typeof value !== 'object' || value === null) return [];
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
  return entries.flatMap(([key, child]) => {
    const childPath = path ? `${path}.${key}` : key;
    return storable(key) ? badPaths(child, childPath) : [childPath.replace(/\u0000|[\ud800-\udfff]/g, '\ufffd')];
  });
}

/** A route; mostly a method it serves (so handlers run), sometimes any other; a body made for it. */
const routeMethodBody = fc.constantFrom(...routes).chain((route) => {
  const own = route.handler.adminRoute.methods;
  return fc.tuple(
    fc.constant(route),
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...own, ...(own.includes('GET') ? ['HEAD'] : [])) },
      { weight: 1, arbitrary: fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND') },
    ),
    bodyFor(route.pattern),
  );
});

let db: Db;
let restoreEnv: () => void;
let admin: { id: number; username: string };
let key: Uint8Array;

async function tableHashes(): Promise<Record<string, string>> {
  const { rows: tables } = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY 1`.execute(db);
  const watched = tables.map((t) => t.name).filter((name) => !BOOKKEEPING_TABLES.has(name));
  const query = watched
    .map((name) => `SELECT '${name}' AS name, md5(coalesce(string_agg(x::text, E'\\n' ORDER BY x::text), '')) AS hash FROM public."${name}" x`)
    .join(' UNION ALL ');
  const { rows } = await sql<{ name: string; hash: string }>`${sql.raw(query)}`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.name, row.hash]));
}

beforeAll(async () => {
  db = await useTestDatabase();
  restoreEnv = useAdminEnv();
  delete process.env.BUILD_HOOK_URL;
  key = sessionKey()!;
  await truncateAll(db);
  await sql`TRUNCATE audit_log, admin_sessions, uploads RESTART IDENTITY CASCADE`.execute(db);
  admin = await createAdmin(db, 'kim');
  // One item of each kind at id 1, so item routes reach their handlers.
  await db.insertInto('notices').values({ title: '공지', content: '<p>내용</p>', author: '관리자' }).execute();
  await db.insertInto('faqs').values({ question: '질문', answer: '<p>답변</p>', category: '일반' }).execute();
  await db.insertInto('csr_posts').values({ title: '이야기', content: '<p>본문</p>', category: 'education', author_id: admin.id }).execute();
  await db.insertInto('contact_inquiries').values({ name: '김', company: '회사', email: 'kim@example.com', phone: '+62 812 0000 0000', service: 'licensing', privacy: true }).execute();
});

afterAll(async () => {
  restoreEnv();
  await truncateAll(db);
  await db.destroy();
});

describe('every admin route under arbitrary query strings and bodies', () => {
  it('finds the admin routes in functions/', () => {
    expect(routes.map((route) => route.pattern)).toEqual(expect.arrayContaining(['/api/admin/contacts', '/api/admin/notices/:id', '/api/admin/login']));
  });

  it('never answers 5xx, refuses unstorable text naming the field, and a refused request changes no stored row', async () => {
    await fc.assert(
      fc.asyncProperty(
        routeMethodBody,
        fc.constantFrom('1', '1', '1', '2', '999999', 'abc', '%00', '0'),
        fc.array(queryEntry, { maxLength: 3 }),
        fc.record({ session: fc.oneof({ weight: 6, arbitrary: fc.constant(true) }, fc.constant(false)), ifMatch: fc.option(fc.constantFrom('*', '"v1"', '"v2"', 'garbage', '\u00e9'), { nil: undefined }) }),
        async ([route, method, given], id, query, { session, ifMatch }) => {
          const before = await tableHashes();
          const params: Record<string, string> = {};
          const path = route.pattern.replace(/:(\w+)/g, (_m, name: string) => {
            params[name] = id;
            return id;
          });
          const search = query.map(([name, part]) => `${encodeURIComponent(name)}=${part.raw}`).join('&');
          const headers: Record<string, string> = {};
          if (ifMatch !== undefined) headers['If-Match'] = ifMatch;
          const cookie = session ? `admin_session=${(await issueSession(db, key, admin, { ip: null, userAgent: null })).token}` : undefined;
          let requestBody: string | Uint8Array | undefined;
          if (BODY_METHODS.has(method) && given.kind !== 'none') {
            requestBody = given.kind === 'json' ? JSON.stringify(given.value) : given.kind === 'text' ? given.text : given.bytes;
          }
          if (route.handler.adminRoute.accept === 'image' && requestBody !== undefined) headers['Content-Type'] = 'image/png';
          const request = buildAdminRequest(method, search ? `${path}?${search}` : path, {
            ...(requestBody !== undefined ? { body: requestBody } : {}),
            ...(cookie ? { cookie } : {}),
            headers,
          });
          // Work left for after the answer (an export being prepared) is awaited, so it cannot change rows during a later request's check.
          const later: Promise<unknown>[] = [];
          const response = await route.handler(request, fakeAdminContext(request, undefined, params, (work) => void later.push(work)).context);
          await Promise.allSettled(later);
          const label = `${method} ${path}?${search.slice(0, 200)} ${String(requestBody ?? '').slice(0, 200)}`;
          expect(response.status, label).toBeLessThan(500);

          const served = route.handler.adminRoute.methods.includes(method === 'HEAD' ? 'GET' : method);
          const badQuery = query.filter(([, part]) => part.bad).map(([name]) => name);
          // The query is checked before the body is read; the body's strings once it parses as JSON within the limit.
          const jsonChecked = given.kind === 'json' && BODY_METHODS.has(method) && route.handler.adminRoute.accept === 'json' && Buffer.byteLength(requestBody as string) <= 1024 * 1024;
          const named = badQuery.length > 0 ? badQuery : jsonChecked ? badPaths(given.value) : [];
          if (served && named.length > 0) {
            expect(response.status, label).toBe(400);
            if (method !== 'HEAD') {
              const answer = (await response.json()) as { fields?: Record<string, string> };
              for (const name of named) expect(answer.fields?.[name], `${label}: ${name}`).toBe(BAD_CHARACTER());
            }
          }

          if (response.status >= 400) expect(await tableHashes(), label).toEqual(before);
        },
      ),
      { numRuns: Number(process.env.FC_RUNS ?? 500), seed: Number(process.env.FC_SEED ?? Date.now() % 100_000) },
    );
  }, 240_000);

  it('answers the NUL in the inquiry search and export (a database error before) with 400 naming q', async () => {
    const { token } = await issueSession(db, key, admin, { ip: null, userAgent: null });
    const contacts = routes.find((route) => route.pattern === '/api/admin/contacts')!;
    const exporter = routes.find((route) => route.pattern === '/api/admin/contacts/export')!;
    for (const route of [contacts, exporter]) {
      for (const q of ['%00', 'kim%00', '%FF', '%C3%28']) {
        const request = buildAdminRequest('GET', `${route.pattern}?q=${q}&status=new`, { cookie: `admin_session=${token}` });
        const response = await route.handler(request, fakeAdminContext(request).context);
        expect(response.status, `${route.pattern} q=${q}`).toBe(400);
        expect(await response.json()).toEqual({ error: '입력값을 확인해주세요.', fields: { q: BAD_CHARACTER() } });
      }
      // A percent-encoded Korean search still works.
      const koreanRequest = buildAdminRequest('GET', `${route.pattern}?q=%EA%B9%80`, { cookie: `admin_session=${token}` });
      const korean = await route.handler(koreanRequest, fakeAdminContext(koreanRequest).context);
      expect(korean.status).toBe(200);
    }
  });
});
