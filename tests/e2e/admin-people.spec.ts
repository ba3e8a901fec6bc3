/**
 * The firm's own pictures and people from the admin's site settings to the about page, on the
 * running local site: a CEO portrait and a team member (named in Korean and English, with a
 * photo) saved in the settings tab appear on the about page once the local rebuild is done, as pictures
 * with `srcset`, `sizes` and their own width and height, named by the person's name and role in the
 * page's language (Korean where none is given). A missing Korean role is named beside its field.
 * Axe-clean in the admin and on the about page at 375 and 1440 px. The settings are put back at the end.
 */
import sharp from 'sharp';
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { axeViolations, signInThroughUi } from './admin-helpers.ts';

const picture = async (name: string, color: { r: number; g: number; b: number }) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 2000, height: 2400, channels: 3, background: color } }).jpeg().toBuffer(),
});

async function upload(page: Page, button: Locator, file: Awaited<ReturnType<typeof picture>>) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

async function expectResponsive(image: Locator) {
  await expect(image).toHaveAttribute('srcset', /-480\.webp 480w, .*-960\.webp 960w, .*-1440\.webp 1440w, .*\.webp 1600w$/);
  await expect(image).toHaveAttribute('sizes', /px/);
  await expect(image).toHaveAttribute('width', '1600');
  await expect(image).toHaveAttribute('height', '1920');
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

test('a CEO portrait and a team member saved in the admin reach the about page, with srcset, after the rebuild', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  await signInThroughUi(page);
  const before = await page.request.get('/api/admin/site-settings/people');
  const original = ((await before.json()) as { people: unknown }).people;
  await page.getByRole('tab', { name: '사이트 설정' }).click();
  const form = page.getByRole('form', { name: '사진과 사람들' });

  await upload(page, form.getByRole('button', { name: '사진 올리기 (대표 사진)' }), await picture('ceo.jpg', { r: 40, g: 70, b: 120 }));
  await expect(form.getByRole('button', { name: '사진 빼기 (대표 사진)' })).toBeVisible();

  await form.getByRole('button', { name: '팀원 추가' }).click();
  const member = form.getByRole('group', { name: '1번째 팀원' });
  await upload(page, member.getByRole('button', { name: '사진 올리기 (사진 (1번째 팀원))' }), await picture('minji.jpg', { r: 150, g: 90, b: 60 }));
  await expect(member.getByRole('button', { name: '사진 빼기 (사진 (1번째 팀원))' })).toBeVisible();
  await member.getByLabel('이름 (한국어)').fill('김민지');
  await member.getByLabel('이름 (English)').fill('Minji Kim');
  await member.getByLabel('직책 (English)').fill('Head of Company Formation');
  await member.getByRole('checkbox', { name: 'Bahasa Indonesia' }).check();

  // Without a Korean role: named beside its field, and what was entered stays.
  await form.getByRole('button', { name: '저장하고 게시' }).click();
  await expect(member.getByLabel('직책 (한국어)')).toHaveAccessibleDescription('팀원 직책을 입력하세요.');
  await expect(member.getByLabel('이름 (English)')).toHaveValue('Minji Kim');
  expect(await axeViolations(page)).toEqual([]);

  await member.getByLabel('직책 (한국어)').fill('법인 설립 팀장');
  await form.getByRole('button', { name: '저장하고 게시' }).click();
  await expect(page.getByText('저장했습니다. 사이트를 다시 빌드하고 있습니다.')).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await axeViolations(page)).toEqual([]);

  // The local astro build takes a minute or two: the about page is read again until it shows them.
  const team = page.getByRole('region', { name: 'The people who work beside you' });
  await expect(async () => {
    await page.goto('/en/about');
    await expect(team).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 240_000, intervals: [3_000] });
  await expectResponsive(page.getByRole('img', { name: 'Kim Dae-hyun, CEO and Founder' }));
  await expectResponsive(team.getByRole('img', { name: 'Minji Kim, Head of Company Formation' }));
  await expect(team.getByRole('heading', { name: 'Minji Kim' })).toBeVisible();
  await expect(team.getByText('Indonesian')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1440, height: 900 });
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/about');
  await expectResponsive(page.getByRole('img', { name: '김대현, 대표이사 · 창립자' }));
  await expect(page.getByRole('region', { name: '현장에서 함께하는 사람들' }).getByRole('img', { name: '김민지, 법인 설립 팀장' })).toBeVisible();
  // Japanese was left empty: the Korean shows.
  await page.goto('/ja/about');
  await expect(page.getByRole('region', { name: '現場で共に歩むメンバー' }).getByRole('img', { name: '김민지, 법인 설립 팀장' })).toBeVisible();

  // Back to what it was, so the later tests see the site as before (no need to wait for that build).
  const current = await page.request.get('/api/admin/site-settings/people');
  const restored = await page.request.put('/api/admin/site-settings/people', {
    headers: { Origin: baseURL!, 'Sec-Fetch-Site': 'same-origin', 'If-Match': current.headers()['etag'] ?? '*' },
    data: { people: original },
  });
  expect(restored.status()).toBe(200);
});
