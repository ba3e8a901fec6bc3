/**
 * The role x route matrix: every admin route (found by listing functions/, so a route added later is
 * covered) with every method it serves, signed in as each role. A role the route's area does not
 * serve gets 403 and changes nothing; a role it serves is let through (never 401 or 403, never a 5xx;
 * the collections answer 200). Every admin route declares its area (functions/_shared/admin/access.ts).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import { adminRoles, areaRoles, mayUse, type AdminRole } from '#domain/admin-access.ts';
import { adminRouteAreas } from '#functions/_shared/admin/access.ts';
import type { AdminFunction } from '#functions/_shared/admin/route.ts';
import { issueSession, sessionKey } from '#functions/_shared/admin/session.ts';
import { truncateAll, useTestDatabase } from '../helpers/helpers.ts';
import { buildAdminRequest, createAdmin, fakeAdminContext, useAdminEnv } from '../helpers/admin-test-helpers.ts';

const FUNCTIONS_DIR = join(import.meta.dirname, '../../../functions');

interface Route {
  file: string;
  pattern: string;
  handler: AdminFunction;
}

async function discoverAdminRoutes(): Promise<{ routes: Route[]; adminFiles: string[] }> {
  const routes: Route[] = [];
  const adminFiles: string[] = [];
  for (const file of readdirSync(FUNCTIONS_DIR).filter((name) => name.endsWith('.ts')).sort()) {
    const module = (await import(pathToFileURL(join(FUNCTIONS_DIR, file)).href)) as { default?: unknown; config?: { path?: string | string[] } };
    const paths = [module.config?.path ?? []].flat();
    if (paths.some((path) => path.startsWith('/api/admin'))) adminFiles.push(file);
    const handler = module.default as Partial<AdminFunction> | undefined;
    if (!handler?.adminRoute) continue;
    for (const pattern of paths) routes.push({ file, pattern, handler: handler as AdminFunction });
  }
  return { routes, adminFiles };
}

const { routes, adminFiles } = await discoverAdminRoutes();

let db: Db;
let restoreEnv: () => void;
let key: Uint8Array;
const accounts = {} as Record<AdminRole, { id: number; username: string; role: AdminRole }>;

/** A digest of every table but the bookkeeping ones (sessions, audit, throttles). */
async function contentDigest(): Promise<string> {
  const { rows } = await sql<{ digest: string }>`
    SELECT md5(
      (SELECT coalesce(string_agg(x::text, ',' ORDER BY x::text), '') FROM notices x) ||
      (SELECT coalesce(string_agg(x::text, ',' ORDER BY x::text), '') FROM faqs x) ||
      (SELECT coalesce(string_agg(x::text, ',' ORDER BY x::text), '') FROM csr_posts x) ||
      (SELECT coalesce(string_agg(x::text, ',' ORDER BY x::text), '') FROM contact_inquiries x) ||
      (SELECT coalesce(string_agg(x::text, ',' ORDER BY x::text), '') FROM uploads x) ||
      (SELECT coalesce(string_agg(x::text, ',' ORDER BY x::text), '') FROM reply_templates x) ||
      (SELECT coalesce(string_agg(x::text, ',' ORDER BY x::text), '') FROM admins x)
    ) AS digest`.execute(db);
  return rows[0]!.digest;
}

async function call(route: Route, method: string, role: AdminRole): Promise<Response> {
  const params: Record<string, string> = {};
  const path = route.pattern.replace(/:(\w+)\??/g, (_m, name: string) => (params[name] = name === 'kind' ? 'notices' : '1'));
  const { token } = await issueSession(db, key, accounts[role], { ip: null, userAgent: null });
  const writes = method !== 'GET' && method !== 'HEAD';
  const request = buildAdminRequest(method, path, {
    cookie: `admin_session=${token}`,
    ...(writes && !route.handler.adminRoute.accept.startsWith('image') ? { body: {} } : {}),
    ...(writes ? { headers: { 'If-Match': '*' } } : {}),
  });
  const { context, answer } = fakeAdminContext(request, undefined, params);
  return answer(await route.handler(request, context));
}

beforeAll(async () => {
  db = await useTestDatabase();
  restoreEnv = useAdminEnv();
  delete process.env.BUILD_HOOK_URL;
  key = sessionKey()!;
  await truncateAll(db);
  await sql`TRUNCATE audit_log, admin_sessions, uploads RESTART IDENTITY CASCADE`.execute(db);
  for (const role of adminRoles) accounts[role] = { ...(await createAdmin(db, role, undefined, role)), role };
  await db.insertInto('notices').values({ title: '공지', content: '<p>내용</p>', author: '관리자' }).execute();
  await db.insertInto('faqs').values({ question: '질문', answer: '<p>답변</p>', category: '일반' }).execute();
  await db.insertInto('csr_posts').values({ title: '이야기', content: '<p>본문</p>', category: 'education', author_id: accounts.owner.id }).execute();
  await db.insertInto('contact_inquiries').values({ name: '김', company: '회사', email: 'kim@example.com', phone: '+62 812 0000 0000', service: 'licensing', privacy: true }).execute();
});

afterAll(async () => {
  restoreEnv();
  await truncateAll(db);
  await db.destroy();
});

describe('roles on every admin route', () => {
  it('finds every admin route, and each declares its area', () => {
    expect(routes.length).toBeGreaterThanOrEqual(Object.keys(adminRouteAreas).length);
    // A function under /api/admin that does not go through adminRoute would skip the role check.
    expect(new Set(routes.map((route) => route.file))).toEqual(new Set(adminFiles));
    for (const route of routes) expect(Object.keys(adminRouteAreas), route.file).toContain(route.handler.adminRoute.name);
    // Each role is kept out of something, and each area is served to someone.
    expect(adminRoles.filter((role) => Object.values(areaRoles).every((roles) => (roles as readonly string[]).includes(role)))).toEqual(['owner']);
  });

  it('refuses a role the route does not serve with 403, and the refused request changes nothing', async () => {
    let refused = 0;
    for (const route of routes.filter((r) => r.handler.adminRoute.auth)) {
      for (const method of route.handler.adminRoute.methods) {
        for (const role of adminRoles.filter((r) => !mayUse(r, route.handler.adminRoute.area))) {
          const before = await contentDigest();
          const response = await call(route, method, role);
          expect(response.status, `${role} ${method} ${route.pattern}`).toBe(403);
          expect(await response.json()).toEqual({ error: 'Forbidden', reason: 'role' });
          expect(await contentDigest(), `${role} ${method} ${route.pattern}`).toBe(before);
          refused += 1;
        }
      }
    }
    // Editors are kept out of the inquiries, staff out of the content: dozens of refusals, not a handful.
    expect(refused).toBeGreaterThan(20);
  });

  it('lets every role the route serves through (never 401, 403 or 5xx; the collections answer 200)', async () => {
    for (const route of routes) {
      for (const method of route.handler.adminRoute.methods.filter((m) => m === 'GET')) {
        for (const role of adminRoles.filter((r) => mayUse(r, route.handler.adminRoute.area))) {
          const response = await call(route, method, role);
          // A collection (no id in its address) answers 200; an item may be 404 after another role's delete.
          if (!route.pattern.includes(':')) expect(response.status, `${role} ${method} ${route.pattern}`).toBe(200);
          expect([401, 403], `${role} ${method} ${route.pattern}`).not.toContain(response.status);
          expect(response.status, `${role} ${method} ${route.pattern}`).toBeLessThan(500);
        }
      }
    }
    for (const route of routes) {
      for (const method of route.handler.adminRoute.methods.filter((m) => m !== 'GET')) {
        for (const role of adminRoles.filter((r) => mayUse(r, route.handler.adminRoute.area))) {
          const response = await call(route, method, role);
          expect([401, 403], `${role} ${method} ${route.pattern}`).not.toContain(response.status);
          expect(response.status, `${role} ${method} ${route.pattern}`).toBeLessThan(500);
        }
      }
    }
  });

  it('answers who is signed in with the role, for the interface to show only what it may use', async () => {
    const me = routes.find((route) => route.pattern === '/api/admin/me')!;
    for (const role of adminRoles) {
      const response = await call(me, 'GET', role);
      expect(await response.json()).toEqual({ id: accounts[role].id, username: role, role, twoFactorSetupRequired: false, locale: 'ko', timeZone: null });
    }
  });

  it('shows the audit log on the dashboard to owners only', async () => {
    const dashboard = routes.find((route) => route.pattern === '/api/admin/dashboard')!;
    const audits: Record<string, unknown> = {};
    for (const role of adminRoles) audits[role] = ((await (await call(dashboard, 'GET', role)).json()) as { audit: unknown }).audit;
    expect(audits['owner']).toEqual(expect.any(Array));
    expect(audits['editor']).toBeNull();
    expect(audits['staff']).toBeNull();
  });
});
