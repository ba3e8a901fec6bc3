/**
 * The no-JavaScript retry form over the real build: each language's error page holds the hidden
 * form, and filling it (functions/_shared/inquiry/retry-page.ts) shows it with every value the
 * visitor typed, escaped, the chosen options selected, the consent kept, and each message beside
 * its field — so the markup and the filler cannot drift apart.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { fieldsToCheck, fillRetryForm } from '#functions/_shared/inquiry/retry-page.ts';
import { RETRY_CONTROL, RETRY_FIELDS, RETRY_FORM_ID, RETRY_SUMMARY_ID, retryControlId, retryErrorId } from '#domain/inquiry/retry-form.ts';
import { inquirySeed } from '#data/pages/inquiry/index.ts';
import { FIELD_ORDER } from '#domain/inquiry/schema.ts';
import { localeCodes } from '#i18n/locales.ts';
import { localizePath } from '#i18n/routes.ts';

const siteDir = process.env.SITE_DIR;
if (!siteDir) throw new Error('SITE_DIR must name a build directory (npm test sets it).');

const typed = {
  name: '김민수 "<b>"', company: 'Hanbit & Co', email: 'not-an-email', phone: '+62 812', service: 'visa', budget: 'k10to50',
  message: '첫 줄\n</textarea><script>alert(1)</script>', privacy: 'true', locale: 'ko',
};
const messages = { email: '올바른 이메일 주소를 입력해주세요' };

describe.each(localeCodes)('%s error page', (code) => {
  const html = readFileSync(join(siteDir, localizePath(code, '/contact/error'), 'index.html'), 'utf8');

  it('holds the form hidden until a failed post fills it', () => {
    expect(parse(html).querySelector(`form#${RETRY_FORM_ID}`)?.hasAttribute('hidden')).toBe(true);
  });

  it('has a control and an error line for every field of the schema, marked as the contract says', () => {
    const form = parse(html).querySelector(`form#${RETRY_FORM_ID}`)!;
    const found = FIELD_ORDER.map((field) => {
      const control = form.querySelector(`[name="${field}"]`);
      return [field, control?.getAttribute(RETRY_CONTROL), control?.id, control?.getAttribute('aria-describedby'), form.querySelector(`#${retryErrorId(field)}`) !== null];
    });
    expect(found).toEqual(FIELD_ORDER.map((field) => [field, field, retryControlId(field), retryErrorId(field), true]));
    expect(Object.values(RETRY_FIELDS).flat().length).toBe(FIELD_ORDER.length);
  });

  it('fills every value, escaped, selects the options, keeps the consent and places the message', () => {
    const filled = fillRetryForm(html, typed, messages);
    expect(filled).toBeDefined();
    const document = parse(filled!);
    const form = document.querySelector(`form#${RETRY_FORM_ID}`)!;
    expect(form.hasAttribute('hidden')).toBe(false);
    for (const field of ['name', 'company', 'email', 'phone'] as const) expect(form.querySelector(`input[name="${field}"]`)?.getAttribute('value')).toBe(typed[field]);
    expect(form.querySelector('select[name="service"] option[selected]')?.getAttribute('value')).toBe('visa');
    expect(form.querySelector('select[name="budget"] option[selected]')?.getAttribute('value')).toBe('k10to50');
    expect(form.querySelector('textarea[name="message"]')?.textContent).toBe(typed.message);
    expect(form.querySelector('input[name="privacy"]')?.hasAttribute('checked')).toBe(true);
    expect(form.querySelectorAll('script')).toHaveLength(0);
    const email = form.querySelector('input[name="email"]')!;
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const error = document.querySelector(`#${email.getAttribute('aria-describedby')!}`)!;
    expect([error.textContent, error.hasAttribute('hidden')]).toEqual([messages.email, false]);
    expect(form.querySelector('input[name="name"]')?.hasAttribute('aria-invalid')).toBe(false);
    expect(form.querySelector('input[name="locale"]')?.getAttribute('value')).toBe(code);
  });

  it('says which field to correct and why, in its language, where the static page says a generic failure', () => {
    const { form, error } = inquirySeed[code];
    const lead = () => parse(html).querySelector(`#${RETRY_SUMMARY_ID}`);
    expect(lead()?.textContent).toBe(error.text);
    const wrongEmail = { email: form.errors.email };
    const filled = parse(fillRetryForm(html, typed, wrongEmail, fieldsToCheck(inquirySeed[code], wrongEmail))!);
    const line = filled.querySelector(`#${RETRY_SUMMARY_ID}`)!;
    expect(line.textContent).toBe(error.checkFields.replace('{fields}', `${form.fields.email.label}: ${form.errors.email}`));
    expect(line.closest('section')?.querySelector('h1')).not.toBeNull();
  });
});
