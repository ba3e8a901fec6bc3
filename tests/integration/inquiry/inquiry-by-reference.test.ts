/**
 * An inquiry's own address: GET /api/admin/contacts/<reference> answers it to the roles that work the
 * inquiries (owner, staff) however the reference is typed, 404 for a reference nobody has or text that
 * cannot be one, 403 to an editor and 401 without a session, as the other inquiry routes do.
 */
import { describe, expect, it } from 'vitest';
import { storeInquiry } from '#db/repositories/inquiries/store.ts';
import adminContact from '#functions/admin-contact.ts';
import { adminRequest, useSignedInAdmins } from '../helpers/admin-test-helpers.ts';

const suite = useSignedInAdmins([['olivia', 'owner'], ['sam', 'staff'], ['eddie', 'editor']]);

async function seed(name: string): Promise<{ id: number; publicRef: string }> {
  const stored = await storeInquiry(suite.db, {
    reference: crypto.randomUUID(),
    inquiry: { name, company: '한빛상사', email: 'minsu.kim@example.com', phone: '+62 812 3456 7890', service: 'licensing', budget: 'k50to100', message: 'PMA 법인 설립 문의' },
    consent: { version: '2025-01-01', locale: 'ko' },
    notify: [],
  });
  if (!stored.stored) throw new Error('not stored');
  return { id: stored.id, publicRef: stored.publicRef };
}

function byReference(reference: string, username?: string) {
  return adminRequest(adminContact, 'GET', `/api/admin/contacts/${encodeURIComponent(reference)}`, {
    params: { id: reference },
    ...(username ? { cookie: suite.cookie(username) } : {}),
  });
}

describe('one inquiry by its reference', () => {
  it('answers the inquiry with that reference, with its version as the ETag, to owners and staff', async () => {
    await seed('이서연');
    const wanted = await seed('김민수');
    for (const username of ['olivia', 'sam']) {
      const response = await byReference(wanted.publicRef, username);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { id: number; reference: string; name: string; version: number };
      expect(body).toMatchObject({ id: wanted.id, reference: wanted.publicRef, name: '김민수' });
      expect(response.headers.get('ETag')).toBe(`"v${body.version}"`);
    }
  });

  it('finds it however the reference was typed (lower case, without its dashes)', async () => {
    const wanted = await seed('김민수');
    const typed = wanted.publicRef.toLowerCase().replace(/-/g, '');
    const response = await byReference(typed, 'sam');
    expect(response.status).toBe(200);
    expect(((await response.json()) as { id: number }).id).toBe(wanted.id);
  });

  it('answers 404 for a reference no inquiry has, and for text that is no reference', async () => {
    await seed('김민수');
    for (const reference of ['NB-2020-ZZZZZZ', 'not-a-reference', '7KQ4']) {
      const response = await byReference(reference, 'olivia');
      expect(response.status, reference).toBe(404);
    }
  });

  it('refuses an editor (403) and a visitor without a session (401), and answers them nothing of the inquiry', async () => {
    const wanted = await seed('김민수');
    const editor = await byReference(wanted.publicRef, 'eddie');
    expect(editor.status).toBe(403);
    expect(await editor.text()).not.toContain('김민수');
    const anonymous = await byReference(wanted.publicRef);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).not.toContain('김민수');
  });
});
