/**
 * The inquiry form in a real browser: validation messages, submitting with JavaScript (toast,
 * reset), without JavaScript (thanks page), the failure path that keeps the values, the
 * preselected service, and the form and result pages in every locale.
 */
import { expect, test, type Locator, type Page } from './fixtures.ts';
import pg from 'pg';
import { defaultFirmFacts as firm } from '#data/firm.ts';
import { inquirySeed } from '#data/pages/inquiry/index.ts';
import { BUDGET_KEYS, SERVICE_KEYS } from '#domain/inquiry/options.ts';
import { locales, type Locale } from '#i18n/locales.ts';
import { localizePath } from '#i18n/routes.ts';
import { hydrateIslands } from './page-helpers.ts';

const form = (code: Locale) => inquirySeed[code].form;

/** With the run's database at hand (npm test passes it), start from fresh rate-limit windows. */
test.beforeAll(async () => {
  if (!process.env.DATABASE_URL) return;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query('DELETE FROM inquiry_rate_limits');
  } finally {
    await client.end();
  }
});

/** Opens the contact page's form and waits until the island has hydrated (it sets novalidate). */
async function openForm(page: Page, code: Locale, query = ''): Promise<Locator> {
  await page.goto(`${localizePath(code, '/contact')}${query}`);
  const el = page.getByRole('form', { name: form(code).label });
  await el.scrollIntoViewIfNeeded();
  await hydrateIslands(page);
  await expect(el).toHaveAttribute('novalidate', '');
  return el;
}

/** The form's controls by role and their exact accessible names (label plus the required/optional note). */
function fields(el: Locator, code: Locale) {
  const s = form(code);
  const required = (label: string) => ({ name: `${label} (${s.requiredMark})`, exact: true });
  const optional = (label: string) => ({ name: `${label} (${s.optionalMark})`, exact: true });
  return {
    name: el.getByRole('textbox', required(s.fields.name.label)),
    company: el.getByRole('textbox', required(s.fields.company.label)),
    email: el.getByRole('textbox', required(s.fields.email.label)),
    phone: el.getByRole('textbox', required(s.fields.phone.label)),
    service: el.getByRole('combobox', required(s.fields.service.label)),
    budget: el.getByRole('combobox', optional(s.fields.budget.label)),
    message: el.getByRole('textbox', optional(s.fields.message.label)),
    privacy: el.getByRole('checkbox', required(s.privacy.label)),
    submit: el.getByRole('button', { name: s.submit }),
  };
}

async function fillValid(f: ReturnType<typeof fields>, company: string) {
  await f.name.fill('Kim Minsu');
  await f.company.fill(company);
  await f.email.fill('minsu.kim@example.com');
  await f.phone.fill('+62 812 3456 7890');
  await f.service.selectOption('licensing');
  await f.budget.selectOption('k50to100');
  await f.message.fill('We plan a PMA in Jakarta next year.');
  await f.privacy.check();
}

for (const code of ['ko', 'en'] as const) {
  const s = form(code);

  test.describe(`${code}: inquiry form with JavaScript`, () => {
    test('shows each validation message under its field and focuses the first invalid one', async ({ page }) => {
      const el = await openForm(page, code);
      const f = fields(el, code);
      await f.submit.click();
      const expected: Array<[Locator, string]> = [
        [f.name, s.fields.name.placeholder],
        [f.company, s.fields.company.placeholder],
        [f.email, s.errors.email],
        [f.phone, s.fields.phone.placeholder],
        [f.service, s.fields.service.placeholder],
        [f.privacy, s.errors.privacy],
      ];
      for (const [control, message] of expected) {
        await expect(control).toHaveAttribute('aria-invalid', 'true');
        await expect(control).toHaveAccessibleDescription(new RegExp(`${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      }
      await expect(f.name).toBeFocused();
      await expect(f.budget).not.toHaveAttribute('aria-invalid', 'true');

      // Corrected fields clear their message as the visitor types.
      await f.name.fill('Kim Minsu');
      await expect(f.name).not.toHaveAttribute('aria-invalid', 'true');

      await fillValid(f, 'Validation Co');
      await f.email.fill('minsu.kim@example');
      await f.submit.click();
      await expect(el.getByText(s.errors.email)).toBeVisible();
      await expect(f.email).toBeFocused();
      await expect(f.company).not.toHaveAttribute('aria-invalid', 'true');
    });

    test('submits: button disabled with the submitting label, success toast, form reset', async ({ page }) => {
      const el = await openForm(page, code);
      const f = fields(el, code);
      await fillValid(f, `JS ${code} ${Date.now()}`);
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/contact', async (route) => {
        await held;
        await route.continue();
      });
      await f.submit.click();
      const busy = el.getByRole('button', { name: s.submitting });
      await expect(busy).toBeDisabled();
      release();

      const toast = page.getByRole('status').filter({ hasText: s.toast.successTitle });
      await expect(toast).toBeVisible();
      await expect(toast).toContainText(s.toast.successText);
      // The reference stays under the form after the toast goes: the one the e-mail and the admin quote.
      const [prefix] = s.toast.reference.split('{reference}');
      await expect(el.getByRole('status')).toContainText(new RegExp(`${prefix!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}NB-\\d{4}-[0-9A-HJKMNP-TV-Z]{6}`));
      await expect(f.submit).toBeEnabled();
      for (const control of [f.name, f.company, f.email, f.phone, f.service, f.budget, f.message]) await expect(control).toHaveValue('');
      await expect(f.privacy).not.toBeChecked();

      await toast.getByRole('button', { name: s.toast.dismiss }).click();
      await expect(toast).toHaveCount(0);
    });

    test('on failure shows the destructive toast and keeps every value', async ({ page }) => {
      const el = await openForm(page, code);
      const f = fields(el, code);
      await fillValid(f, 'Failure Co');
      await page.route('**/api/contact', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Failed to submit contact form"}' }),
      );
      await f.submit.click();
      const alert = page.getByRole('alert').filter({ hasText: s.toast.failureTitle });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(s.toast.failureText);
      await expect(f.company).toHaveValue('Failure Co');
      await expect(f.email).toHaveValue('minsu.kim@example.com');
      await expect(f.service).toHaveValue('licensing');
      await expect(f.budget).toHaveValue('k50to100');
      await expect(f.message).toHaveValue('We plan a PMA in Jakarta next year.');
      await expect(f.privacy).toBeChecked();
      await expect(f.submit).toBeEnabled();
    });

    test('a toast closes itself after 5000 ms', async ({ page }) => {
      await page.clock.install();
      const el = await openForm(page, code);
      const f = fields(el, code);
      await fillValid(f, 'Clock Co');
      await page.clock.pauseAt(new Date(Date.now() + 60_000)); // from here on, time moves only when told
      await page.route('**/api/contact', (route) => route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":"x"}' }));
      await f.submit.click();
      const toast = page.getByRole('status').filter({ hasText: s.toast.successTitle });
      await expect(toast).toBeVisible();
      await page.clock.runFor(4900);
      await expect(toast).toBeVisible();
      await page.clock.runFor(200);
      await expect(toast).toHaveCount(0);
    });
  });

  test.describe(`${code}: inquiry form without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test('posts the same form and lands on the translated thanks page; the inquiry is stored', async ({ page }) => {
      await page.goto(localizePath(code, '/contact'));
      const el = page.getByRole('form', { name: s.label });
      const f = fields(el, code);
      const company = `No-JS ${code} ${Date.now()}`;
      await fillValid(f, company);
      await f.submit.click();
      await expect(page).toHaveURL(new RegExp(`/api/contact/thanks\\?reference=NB-\\d{4}-[0-9A-Z]{6}&lang=${code}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(inquirySeed[code].thanks.heading);
      // The reference shows without JavaScript, the one the e-mail and the admin quote.
      const reference = new URL(page.url()).searchParams.get('reference')!;
      await expect(page.getByText(inquirySeed[code].thanks.reference.replace('{reference}', reference))).toBeVisible();
      if (process.env.DATABASE_URL) {
        const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await client.connect();
        try {
          const { rows } = await client.query<{ service: string; locale: string }>(
            'SELECT i.service, c.locale FROM contact_inquiries i JOIN inquiry_consents c ON c.inquiry_id = i.id WHERE i.company = $1',
            [company],
          );
          expect(rows).toEqual([{ service: 'licensing', locale: code }]);
        } finally {
          await client.end();
        }
      }
    });

    test('a refused post comes back as the form with everything typed kept and the message beside the field', async ({ page }) => {
      await page.goto(localizePath(code, '/contact'));
      const f = fields(page.getByRole('form', { name: s.label }), code);
      const company = `Retry ${code} ${Date.now()}`;
      await fillValid(f, company);
      await f.phone.fill('call me maybe');
      await f.submit.click();
      const retry = page.getByRole('form', { name: inquirySeed[code].error.retryHeading });
      await expect(retry).toBeVisible();
      // The page's lead says which field to correct and why, not that "an error occurred".
      const { error } = inquirySeed[code];
      await expect(page.getByText(error.checkFields.replace('{fields}', `${s.fields.phone.label}: ${s.errors.phone}`), { exact: true })).toBeVisible();
      await expect(page.getByText(error.text)).toHaveCount(0);
      const again = fields(retry, code);
      await expect(again.company).toHaveValue(company);
      await expect(again.message).toHaveValue('We plan a PMA in Jakarta next year.');
      await expect(again.service).toHaveValue('licensing');
      await expect(again.budget).toHaveValue('k50to100');
      await expect(again.privacy).toBeChecked();
      await expect(again.phone).toHaveValue('call me maybe');
      await expect(again.phone).toHaveAttribute('aria-invalid', 'true');
      await expect(again.phone).toHaveAccessibleDescription(s.errors.phone);
      await again.phone.fill('+62 812 3456 7890');
      await again.submit.click();
      await expect(page).toHaveURL(/\/api\/contact\/thanks\?reference=NB-/);
    });
  });
}

test('?service=hr preselects the HR service (the HR page links there)', async ({ page }) => {
  const el = await openForm(page, 'en', '?service=hr');
  await expect(fields(el, 'en').service).toHaveValue('hr');
});

test('the home page holds the same form in its contact section', async ({ page }) => {
  await page.goto('/');
  const section = page.locator('#contact');
  await expect(section.getByRole('form', { name: form('ko').label })).toBeVisible();
  await expect(section.locator('#inquiry-home')).toHaveCount(1);
});

for (const { code } of locales) {
  test(`${code}: the form, its options and consent text, the thanks and error pages`, async ({ page }) => {
    const s = form(code);
    const content = inquirySeed[code];
    await page.goto(localizePath(code, '/contact'));
    const el = page.getByRole('form', { name: s.label });
    await expect(el.getByText(s.requiredNote)).toBeVisible();
    const f = fields(el, code);
    for (const control of [f.name, f.company, f.email, f.phone, f.service, f.budget, f.message, f.privacy]) await expect(control).toBeVisible();
    await expect(f.email).toHaveAttribute('type', 'email');
    await expect(f.phone).toHaveAttribute('type', 'tel');
    await expect(f.message).toHaveAttribute('rows', '5');
    await expect(f.service.locator('option')).toHaveText([s.fields.service.placeholder, ...SERVICE_KEYS.map((k) => s.services[k])]);
    await expect(f.budget.locator('option')).toHaveText([s.fields.budget.placeholder, ...BUDGET_KEYS.map((k) => s.budgets[k])]);
    await expect(el.getByText(s.privacy.text)).toBeVisible();
    await expect(f.submit).toBeVisible();
    await expect(el.locator('input[name="locale"]')).toHaveValue(code);

    await page.goto(localizePath(code, '/contact/thanks'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.thanks.heading);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const reply = content.thanks.steps[2]!.title.replace('{hours}', String(firm.responseHours));
    expect(reply).toContain('24');
    await expect(page.getByRole('heading', { level: 3, name: reply })).toBeVisible();

    await page.goto(localizePath(code, '/contact/error'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.error.heading);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    for (const check of content.error.checks) await expect(page.getByText(check)).toBeVisible();
    await expect(page.getByRole('link', { name: content.error.back })).toHaveAttribute('href', `${localizePath(code, '/contact')}#inquiry-contact`);
  });
}
