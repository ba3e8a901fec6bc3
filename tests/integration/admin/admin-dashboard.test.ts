import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import { storeInquiry } from '#db/repositories/inquiries/store.ts';
import type { AuditAction } from '#db/schema.ts';
import adminDashboard, { config } from '#functions/admin-dashboard.ts';
import { adminRequest, createAdmin, resetAdminTables, signIn, useAdminEnv } from '../helpers/admin-test-helpers.ts';
import { truncateAll, useTestDatabase } from '../helpers/helpers.ts';

let db: Db;
let restoreEnv: () => void;
let cookie: string;

interface DashboardBody {
  counts: { notices: number; faqs: number; inquiries: number; newInquiries: number; spamInquiries: number };
  audit: { id: number; createdAt: string; username: string; action: string; entity: string | null; entityId: string | null; summary: string | null }[];
}

async function dashboard(): Promise<DashboardBody> {
  const response = await adminRequest(adminDashboard, 'GET', '/api/admin/dashboard', { cookie });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as DashboardBody;
}

async function addInquiry(status?: 'in_progress' | 'done' | 'spam'): Promise<void> {
  const stored = await storeInquiry(db, {
    reference: crypto.randomUUID(),
    inquiry: { name: 'Kim', company: 'Co', email: 'kim@example.com', phone: '+62 812 3456 7890', service: 'visa', budget: null, message: null },
    consent: { version: '2025-01-01', locale: 'ko' },
    notify: [],
    ...(status === 'spam' ? { spam: 'too-fast' as const } : {}),
  });
  if (!stored.stored) throw new Error('not stored');
  if (status && status !== 'spam') await db.updateTable('contact_inquiries').set({ status }).where('id', '=', stored.id).execute();
}

beforeAll(async () => {
  db = await useTestDatabase();
  restoreEnv = useAdminEnv();
});
beforeEach(async () => {
  await truncateAll(db);
  await resetAdminTables(db);
  await createAdmin(db, 'manager');
  cookie = await signIn('manager');
  await db.deleteFrom('audit_log').execute();
});
afterAll(async () => {
  restoreEnv();
  await db.destroy();
});

describe('GET /api/admin/dashboard', () => {
  it('is served at /api/admin/dashboard and needs a session', async () => {
    expect(config.path).toBe('/api/admin/dashboard');
    const response = await adminRequest(adminDashboard, 'GET', '/api/admin/dashboard');
    expect(response.status).toBe(401);
  });

  it('counts zero everywhere on an empty site', async () => {
    const body = await dashboard();
    expect({ counts: body.counts, audit: body.audit }).toEqual({ counts: { notices: 0, faqs: 0, inquiries: 0, newInquiries: 0, spamInquiries: 0 }, audit: [] });
    // The build panel's answer is tested in site-builds.test.ts.
    expect(body).toHaveProperty('build.latestEditLive', true);
  });

  it('counts every notice and FAQ, published or not but not in the trash, every inquiry (spam apart) and the new ones', async () => {
    await db.insertInto('notices').values([
      { title: 'a', content: '<p>a</p>', author: 'admin' },
      { title: 'b', content: '<p>b</p>', author: 'admin', is_published: false },
      { title: 'c', content: '<p>c</p>', author: 'admin', is_pinned: true },
      { title: 'trashed', content: '<p>d</p>', author: 'admin', deleted_at: new Date() },
    ]).execute();
    await db.insertInto('faqs').values([
      { question: 'q1', answer: 'a1', category: '법인' },
      { question: 'q2', answer: 'a2', category: '비자', is_published: false },
      { question: 'trashed', answer: 'a3', category: '비자', deleted_at: new Date() },
    ]).execute();
    await addInquiry();
    await addInquiry();
    await addInquiry('in_progress');
    await addInquiry('done');
    await addInquiry('spam');
    await addInquiry('spam');

    expect((await dashboard()).counts).toEqual({ notices: 3, faqs: 2, inquiries: 4, newInquiries: 2, spamInquiries: 2 });
  });

  it('shows the latest 20 audit entries, newest first, in the AuditEntry shape', async () => {
    const base = new Date('2026-11-20T00:00:00Z').getTime();
    const actions: AuditAction[] = ['create', 'update', 'delete', 'status', 'export'];
    await db.insertInto('audit_log').values(
      Array.from({ length: 25 }, (_, i) => ({
        admin_id: null,
        username: 'manager',
        action: actions[i % actions.length]!,
        entity: 'notice',
        entity_id: String(i + 1),
        summary: `entry ${i + 1}`,
        ip: '203.0.113.10',
        created_at: new Date(base + i * 60_000),
      })),
    ).execute();

    const { audit } = await dashboard();
    expect(audit).toHaveLength(20);
    expect(audit.map((entry) => entry.summary)).toEqual(Array.from({ length: 20 }, (_, i) => `entry ${25 - i}`));
    expect(audit[0]).toEqual({
      id: expect.any(Number),
      createdAt: new Date(base + 24 * 60_000).toISOString(),
      username: 'manager',
      action: 'export',
      entity: 'notice',
      entityId: '25',
      summary: 'entry 25',
      details: null,
    });
  });
});
