import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import { insertFaqs } from '#db/repositories/faqs.ts';
import faqs from '#functions/faqs.ts';
import { get, truncateAll, useTestDatabase } from '../helpers/helpers.ts';

let db: Db;

beforeAll(async () => {
  db = await useTestDatabase();
  await truncateAll(db);
  await insertFaqs(db, [
    { question: '공개 질문', answer: '<p>답변</p>', category: '비자', translations: { en: { question: 'Public question' } } },
    { question: '비공개 질문', answer: '<p>초안</p>', category: '비자', is_published: false },
    { question: '두 번째', answer: '<p>둘</p>', category: '법인', sort_order: 2 },
    { question: '첫 번째', answer: '<p>하나</p>', category: '법인', sort_order: 1 },
  ]);
});

afterAll(() => db.destroy());

describe('GET /api/faqs', () => {
  it('answers the published FAQs as JSON, in category and admin order', async () => {
    const response = await faqs(get('/api/faqs'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as Array<Record<string, unknown>>;
    expect(body.map((f) => f.question)).toEqual(['첫 번째', '두 번째', '공개 질문']);
    expect(Object.keys(body[0] ?? {}).sort()).toEqual(['answer', 'category', 'id', 'question', 'translations']);
    expect(body[2]?.translations).toEqual({ en: { question: 'Public question' } });
  });

  it('never returns an unpublished FAQ', async () => {
    const text = await (await faqs(get('/api/faqs'))).text();
    expect(text).not.toContain('비공개');
  });

  it('carries the security headers a function must set itself', async () => {
    const response = await faqs(get('/api/faqs'));
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('refuses other methods with 405 and Allow', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const response = await faqs(get('/api/faqs', { method }));
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    }
  });
});
