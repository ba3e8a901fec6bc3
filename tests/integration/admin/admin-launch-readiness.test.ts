/**
 * The "before launch" panel on a freshly seeded database: it lists the seed's sample notices, FAQs
 * and stories, the firm facts at their first-run values and the placeholder pictures; the one action
 * moves the untouched samples to the trash (audited, a rebuild requested, each restorable there) and
 * a second call moves nothing; a sample someone edited stays, flagged as from the seed; staff may not.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import { seedFirstRun } from '#scripts/seed/index.ts';
import { seedCsrPosts, seedNotices } from '#scripts/seed/posts.ts';
import { seedFaqs } from '#scripts/seed/faqs.ts';
import adminLaunchReadiness from '#functions/admin-launch-readiness.ts';
import adminNotice from '#functions/admin-notice.ts';
import adminNotices from '#functions/admin-notices.ts';
import adminTrash from '#functions/admin-trash.ts';
import { writeSiteSetting } from '#db/repositories/site-settings.ts';
import { listRecentAudit } from '#functions/_shared/admin/audit.ts';
import { defaultFirmFacts } from '#data/firm.ts';
import { FACTS_FIELDS } from '#domain/site-settings/facts.ts';
import { startHookServer, type HookServer } from '../helpers/admin-content-hooks.ts';
import { adminRequest, createAdmin, signIn, useSignedInAdmins, type AdminFunctionHandler } from '../helpers/admin-test-helpers.ts';

// The seed first (it creates the first administrator only on an empty database), then the people signing in.
const suite = useSignedInAdmins([], (db) => seedFirstRun(db, () => {}));
let db: Db;
let hook: HookServer;
let editor: string;
let staff: string;
beforeAll(async () => {
  hook = await startHookServer();
});
beforeEach(async () => {
  db = suite.db;
  process.env.BUILD_HOOK_URL = hook.url;
  await createAdmin(db, 'editor', undefined, 'editor');
  await createAdmin(db, 'desk', undefined, 'staff');
  editor = await signIn('editor');
  staff = await signIn('desk');
  hook.reset();
});
afterAll(async () => {
  delete process.env.BUILD_HOOK_URL;
  await hook.close();
});

type Json = Record<string, unknown>;
async function send(handler: AdminFunctionHandler, cookie: string, method: string, path: string, options: { body?: unknown; ifMatch?: string; params?: Record<string, string> } = {}) {
  const response = await adminRequest(handler, method, path, { cookie, body: options.body, params: options.params ?? {}, headers: options.ifMatch ? { 'If-Match': options.ifMatch } : {} });
  return { status: response.status, body: (await response.json()) as Json };
}
const readiness = (cookie = editor) => send(adminLaunchReadiness, cookie, 'GET', '/api/admin/launch-readiness');
const toTrash = (cookie = editor) => send(adminLaunchReadiness, cookie, 'POST', '/api/admin/launch-readiness/samples-to-trash');
type Sample = { id: number; label: string; edited: boolean };
const labels = (body: Json, kind: string) => ((body.samples as Record<string, Sample[]>)[kind] ?? []).map((s) => s.label);

describe('the readiness answer on a seeded database', () => {
  it('lists every seeded notice, FAQ and story, every fact at its seed value and the empty picture slots', async () => {
    const answer = await readiness();
    expect(answer.status).toBe(200);
    expect(labels(answer.body, 'notices')).toEqual(seedNotices('x').map((n) => n.title));
    expect(labels(answer.body, 'faqs')).toEqual(seedFaqs.map((f) => f.question));
    expect(labels(answer.body, 'csr-posts')).toEqual(seedCsrPosts(1).map((p) => p.title));
    expect((answer.body.samples as Record<string, Sample[]>).notices!.every((s) => !s.edited)).toBe(true);
    expect(answer.body.factsAtSeed).toEqual(FACTS_FIELDS);
    expect(answer.body.pictures).toEqual([
      { slot: 'ceoPortrait' },
      { slot: 'caseStudy', key: 'manufacturing' },
      { slot: 'caseStudy', key: 'developers' },
      { slot: 'caseStudy', key: 'food' },
      { slot: 'caseStudy', key: 'office' },
      { slot: 'offices' },
    ]);
  });

  it('leaves out what a person wrote, and a fact once it is changed', async () => {
    const created = await send(adminNotices, editor, 'POST', '/api/admin/notices', { body: { title: '우리 공지', content: '<p>본문</p>', author: '편집자' } });
    expect(created.status).toBe(201);
    const owner = await db.selectFrom('admins').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    await writeSiteSetting(db, 'facts', { ...defaultFirmFacts, employees: 85 }, { adminId: owner.id, versions: undefined });
    expect((await readiness()).body.factsAtSeed).toEqual(FACTS_FIELDS.filter((f) => f !== 'employees'));
    expect(labels((await readiness()).body, 'notices')).not.toContain('우리 공지');
  });
});

describe('moving the samples to the trash', () => {
  it('moves every untouched sample, audited, one rebuild per kind; a second call moves nothing', async () => {
    const before = await readiness();
    const counts = Object.fromEntries(Object.entries(before.body.samples as Record<string, Sample[]>).map(([kind, items]) => [kind, items.length]));

    const first = await toTrash();
    expect(first.status).toBe(200);
    expect(first.body.moved).toEqual(counts);
    expect((first.body.readiness as Json).samples).toEqual({ notices: [], faqs: [], 'csr-posts': [] });
    expect(hook.calls).toBe(3);
    expect(await db.selectFrom('notices').select('id').where('deleted_at', 'is', null).execute()).toEqual([]);

    const trash = await send(adminTrash, editor, 'GET', '/api/admin/trash');
    expect((trash.body as unknown as Json[]).length).toBe(counts.notices! + counts.faqs! + counts['csr-posts']!);
    const audit = await listRecentAudit(db, 200);
    expect(audit.filter((e) => e.action === 'trash' && e.username === 'editor').length).toBe(counts.notices! + counts.faqs! + counts['csr-posts']!);

    hook.reset();
    const second = await toTrash();
    expect(second).toMatchObject({ status: 200, body: { moved: { notices: 0, faqs: 0, 'csr-posts': 0 } } });
    expect(hook.calls).toBe(0);
  });

  it('leaves each one restorable from the trash, where it is listed again as an untouched sample', async () => {
    await toTrash();
    const [first] = (await send(adminTrash, editor, 'GET', '/api/admin/trash?kind=notices')).body as unknown as { id: number; version: number; label: string }[];
    const restored = await send(adminTrash, editor, 'POST', `/api/admin/trash/notices/${first!.id}/restore`, { params: { kind: 'notices', id: String(first!.id) }, ifMatch: `"v${first!.version}"` });
    expect(restored.status).toBe(200);
    const samples = ((await readiness()).body.samples as Record<string, Sample[]>).notices!;
    expect(samples).toEqual([{ id: first!.id, label: first!.label, edited: false }]);
  });

  it('keeps a sample someone edited: still named as from the seed, flagged, never moved', async () => {
    const [sample] = ((await readiness()).body.samples as Record<string, Sample[]>).notices!;
    const edited = await send(adminNotice, editor, 'PUT', `/api/admin/notices/${sample!.id}`, {
      params: { id: String(sample!.id) },
      ifMatch: '"v1"',
      body: { title: '새 홈페이지 안내 (수정)', content: '<p>우리 회사가 고쳐 쓴 글</p>', author: 'editor' },
    });
    expect(edited.status).toBe(200);

    const listed = ((await readiness()).body.samples as Record<string, Sample[]>).notices!;
    expect(listed.find((s) => s.id === sample!.id)).toEqual({ id: sample!.id, label: '새 홈페이지 안내 (수정)', edited: true });

    const moved = await toTrash();
    expect((moved.body.moved as Json).notices).toBe(listed.length - 1);
    expect(((moved.body.readiness as Json).samples as Record<string, Sample[]>).notices).toEqual([{ id: sample!.id, label: '새 홈페이지 안내 (수정)', edited: true }]);
    expect((await db.selectFrom('notices').select('deleted_at').where('id', '=', sample!.id).executeTakeFirstOrThrow()).deleted_at).toBeNull();
  });
});

describe('who may', () => {
  it('answers 403 to staff, for reading and for the action, and moves nothing', async () => {
    expect((await readiness(staff)).status).toBe(403);
    expect((await toTrash(staff)).status).toBe(403);
    expect(await db.selectFrom('notices').select('id').where('deleted_at', 'is not', null).execute()).toEqual([]);
  });

  it('answers 404 to a POST to another address', async () => {
    expect((await send(adminLaunchReadiness, editor, 'POST', '/api/admin/launch-readiness')).status).toBe(404);
  });
});
