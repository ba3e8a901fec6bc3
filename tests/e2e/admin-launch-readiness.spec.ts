/**
 * The dashboard's "Before launch" panel on the seeded test site: it lists the seed's sample notices,
 * FAQs and stories with links to their edit dialogs, the firm facts at their first-run values and the
 * default pictures; the one action asks first (an alertdialog whose safe choice has focus), and after
 * it the panel says what went where. The move itself is answered by a stand-in here: the site is
 * shared with the other admin specs running in parallel, which read the seeded items (the move, the
 * audit, the trash and the restore are checked in tests/integration/admin/admin-launch-readiness.test.ts).
 * axe-clean at 1440 and 375 px.
 */
import { expect, test } from './fixtures.ts';
import { adminKo } from '#data/admin/app/ko.ts';
import { fill } from '#data/admin/app/index.ts';
import { axeViolations, signInThroughUi } from './admin-helpers.ts';

const s = adminKo.dashboard.launch;

test('lists the seed samples, facts and pictures, and confirms before moving the samples to the trash', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInThroughUi(page);
  const panel = page.getByRole('region', { name: s.heading });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: '홈페이지를 새로 열었습니다' })).toHaveAttribute('href', /^#notices\/\d+$/);
  await expect(panel.getByRole('link', { name: '맹그로브 1,000그루 심기' })).toHaveAttribute('href', /^#csr\/\d+$/);
  await expect(panel.getByRole('heading', { name: s.picturesHeading })).toBeVisible();
  await expect(panel.getByRole('link', { name: adminKo.siteSettings.ceoPortrait })).toHaveAttribute('href', '#site');
  expect(await axeViolations(page)).toEqual([]);

  const action = panel.getByRole('button', { name: /휴지통으로 옮기기$/ });
  await action.click();
  const dialog = page.getByRole('alertdialog', { name: s.confirmTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: s.cancel })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: s.cancel }).click();
  await expect(dialog).toBeHidden();
  await expect(action).toBeFocused();

  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1440, height: 900 });

  // The server's answer after a move: no samples left, the facts and pictures still to do.
  const now = await (await page.request.get('/api/admin/launch-readiness')).json();
  await page.route('**/api/admin/launch-readiness/samples-to-trash', (route) =>
    route.fulfill({ json: { moved: { notices: 7, faqs: 19, 'csr-posts': 7 }, readiness: { ...now, samples: { notices: [], faqs: [], 'csr-posts': [] } } } }),
  );
  await action.click();
  await page.getByRole('alertdialog', { name: s.confirmTitle }).getByRole('button', { name: s.confirm }).click();
  await expect(panel.getByRole('status')).toHaveText(fill(s.done, { count: 33 }));
  await expect(panel.getByText(s.noSamples)).toBeVisible();
  await expect(panel.getByRole('heading', { name: s.heading })).toBeFocused();
  await expect(panel.getByRole('button', { name: /휴지통으로 옮기기$/ })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});
