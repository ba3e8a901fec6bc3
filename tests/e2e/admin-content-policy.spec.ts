/**
 * The content policy in the admin app and on rich text: signed in, every tab opened, the rich-text
 * editor loaded; a notice holding a YouTube embed, a Vimeo embed, an https image and an image stored
 * with an http address (upgraded by the sanitizer) is opened on the public notices page: no
 * violation anywhere.
 */
import { expect, test } from './fixtures.ts';
import { contentKo } from '#data/admin/content/ko.ts';
import { noticesSeed } from '#data/pages/notices/index.ts';
import { deleteTestNotice, signInThroughUi } from './admin-helpers.ts';
import { watchContentPolicy } from './content-policy.ts';
import { hydrateIslands } from './page-helpers.ts';

test('the admin app, its editor and rich text with embeds and images raise no content-policy violation', async ({ page }) => {
  const violations = await watchContentPolicy(page);
  await signInThroughUi(page);
  for (const tab of ['공지사항', 'FAQ', 'CSR', '미디어', '문의', '대시보드']) {
    await page.getByRole('tab', { name: tab }).click();
    await page.waitForLoadState('networkidle');
  }
  await page.getByRole('tab', { name: '공지사항' }).click();
  await page.getByRole('button', { name: contentKo.notices.newButton }).click();
  await expect(page.getByRole('textbox', { name: /내용/ }).first()).toBeVisible();
  expect(await violations(), 'admin').toEqual([]);

  const title = `정책 확인 ${Date.now()}`;
  const content = [
    '<p>영상과 그림</p>',
    '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="YouTube" allowfullscreen></iframe>',
    '<iframe src="https://player.vimeo.com/video/76979871" title="Vimeo"></iframe>',
    '<p><img src="https://images.example.com/office.jpg" alt="사무실"></p>',
    '<p><img src="http://images.example.com/old.jpg" alt="예전 그림"></p>',
  ].join('');
  const origin = new URL(page.url()).origin;
  const created = await page.request.post('/api/admin/notices', { headers: { Origin: origin }, data: { title, content, author: '관리자', isPinned: true, isPublished: true } });
  expect(created.status()).toBe(201);
  const stored = (await created.json()) as { id: number; content: string; version: number };
  expect(stored.content).toContain('src="https://images.example.com/old.jpg"');
  try {
    await page.goto('/notices');
    await hydrateIslands(page);
    await expect(page.locator('[data-state="fresh"]')).toBeVisible();
    const item = page.getByRole('main').getByRole('listitem').filter({ hasText: title });
    await item.getByRole('button', { name: new RegExp(noticesSeed.ko.readMore) }).click();
    await expect(item.locator('iframe')).toHaveCount(2);
    await page.waitForLoadState('networkidle');
    expect(await violations(), 'public notice with embeds').toEqual([]);
  } finally {
    await deleteTestNotice(page, stored.id, { Origin: origin });
  }
});
