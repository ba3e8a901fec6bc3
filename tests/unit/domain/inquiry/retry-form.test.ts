/**
 * The no-JavaScript retry form's contract (src/domain/inquiry/retry-form.ts): it names every field
 * of the inquiry schema once, and the server's filler finds the form's controls by its markers
 * alone. Over the real build, tests/site/retry-form.test.ts checks that RetryForm.astro renders a
 * control and an error line for every field the contract names.
 */
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { fieldsToCheck, fillRetryForm, retryPage } from '#functions/_shared/inquiry/retry-page.ts';
import { CONSENT_VALUE, RETRY_CONTROL, RETRY_FIELDS, RETRY_FORM_ID, RETRY_OPTION, RETRY_SUMMARY_ID, retryErrorId } from '#domain/inquiry/retry-form.ts';
import { inquirySeed } from '#data/pages/inquiry/index.ts';
import { localeCodes } from '#i18n/locales.ts';
import { FIELD_ORDER, inquirySchema } from '#domain/inquiry/schema.ts';

const contractFields = Object.values(RETRY_FIELDS).flat();

/** The smallest form the contract describes, each control marked as RetryForm.astro marks it. */
function formFromContract(): string {
  const line = (field: string) => `<p id="${retryErrorId(field as never)}" hidden></p>`;
  const mark = (field: string) => `${RETRY_CONTROL}="${field}"`;
  return [
    `<form id="${RETRY_FORM_ID}" method="post" hidden>`,
    ...RETRY_FIELDS.text.map((f) => `<input name="${f}" ${mark(f)}>${line(f)}`),
    ...RETRY_FIELDS.choice.map((f) => `<select name="${f}" ${mark(f)}><option value="">-</option><option value="a" ${RETRY_OPTION}="${f}">a</option><option value="b" ${RETRY_OPTION}="${f}">b</option></select>${line(f)}`),
    ...RETRY_FIELDS.multiline.map((f) => `<textarea name="${f}" ${mark(f)}></textarea>${line(f)}`),
    ...RETRY_FIELDS.consent.map((f) => `<input name="${f}" type="checkbox" value="${CONSENT_VALUE}" ${mark(f)}>${line(f)}`),
    '</form>',
  ].join('');
}

describe('the retry form contract', () => {
  it('names every field of the schema once, and nothing else', () => {
    expect([...contractFields].sort()).toEqual([...FIELD_ORDER].sort());
    expect([...contractFields].sort()).toEqual(Object.keys(inquirySchema.entries).sort());
    expect(new Set(contractFields).size).toBe(contractFields.length);
  });

  it('is what the filler looks for: every field filled, every message placed', () => {
    const typed: Record<string, string> = {};
    for (const f of RETRY_FIELDS.text) typed[f] = `typed ${f}`;
    for (const f of RETRY_FIELDS.choice) typed[f] = 'b';
    for (const f of RETRY_FIELDS.multiline) typed[f] = `typed ${f}`;
    for (const f of RETRY_FIELDS.consent) typed[f] = CONSENT_VALUE;
    const messages = Object.fromEntries(FIELD_ORDER.map((f) => [f, `wrong ${f}`]));

    const filled = fillRetryForm(formFromContract(), typed, messages);
    expect(filled).toBeDefined();
    const form = parse(filled!).querySelector(`form#${RETRY_FORM_ID}`)!;
    expect(form.hasAttribute('hidden')).toBe(false);
    for (const f of RETRY_FIELDS.text) expect(form.querySelector(`[name="${f}"]`)?.getAttribute('value')).toBe(typed[f]);
    for (const f of RETRY_FIELDS.choice) expect(form.querySelector(`[name="${f}"] option[selected]`)?.getAttribute('value')).toBe('b');
    for (const f of RETRY_FIELDS.multiline) expect(form.querySelector(`[name="${f}"]`)?.textContent).toBe(typed[f]);
    for (const f of RETRY_FIELDS.consent) expect(form.querySelector(`[name="${f}"]`)?.hasAttribute('checked')).toBe(true);
    for (const f of FIELD_ORDER) {
      const line = form.querySelector(`#${retryErrorId(f)}`)!;
      expect([f, line.textContent, line.hasAttribute('hidden')]).toEqual([f, `wrong ${f}`, false]);
    }
    for (const f of [...RETRY_FIELDS.text, ...RETRY_FIELDS.choice, ...RETRY_FIELDS.multiline]) {
      expect([f, form.querySelector(`[name="${f}"]`)?.getAttribute('aria-invalid')]).toEqual([f, 'true']);
    }
  });
});

describe('the lead line of the error page after a failed validation', () => {
  const page = `<p id="${RETRY_SUMMARY_ID}" class="lead">An error occurred while submitting your inquiry.</p>${formFromContract()}`;

  it('names each failing field by its label and its message, in the visitor\'s language and the form\'s order', () => {
    for (const locale of localeCodes) {
      const { form, error } = inquirySeed[locale];
      const line = fieldsToCheck(inquirySeed[locale], { phone: 'wrong phone', email: form.errors.email });
      expect(line, locale).toBe(error.checkFields.replace('{fields}', `${form.fields.email.label}: ${form.errors.email}; ${form.fields.phone.label}: wrong phone`));
    }
    expect(fieldsToCheck(inquirySeed.en, { email: 'Please enter a valid email address' })).toBe('Please check these fields. Email: Please enter a valid email address');
    expect(fieldsToCheck(inquirySeed.ko, { privacy: '동의해주세요', name: '이름을 입력해주세요' })).toBe('다음 항목을 확인해 주세요. 이름: 이름을 입력해주세요; 동의해주세요');
  });

  it('replaces the generic failure with that line (escaped) on the page the visitor gets back', async () => {
    const fetchPage = (async () => new Response(page, { status: 200, headers: { 'content-type': 'text/html' } })) as typeof fetch;
    const response = await retryPage('https://www.firm.example', 'en', inquirySeed.en, { email: 'not-an-email' }, { email: 'Please enter a valid email address', name: '<b>' }, fetchPage);
    expect(response.status).toBe(400);
    const lead = parse(await response.text()).querySelector(`#${RETRY_SUMMARY_ID}`)!;
    expect(lead.textContent).toBe('Please check these fields. Name: <b>; Email: Please enter a valid email address');
    expect(lead.innerHTML).not.toContain('<b>');
    expect(lead.textContent).not.toContain('An error occurred');
  });

  it('leaves the lead line alone when no summary is given', () => {
    const filled = fillRetryForm(page, {}, { email: 'x' });
    expect(parse(filled!).querySelector(`#${RETRY_SUMMARY_ID}`)?.textContent).toBe('An error occurred while submitting your inquiry.');
  });
});
