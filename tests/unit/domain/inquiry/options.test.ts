import { describe, expect, it } from 'vitest';
import { inquirySeed } from '#data/pages/inquiry/index.ts';
import { BUDGET_KEYS, CONSENT_VERSION, SERVICE_KEYS, serviceFromQuery } from '#domain/inquiry/options.ts';
import { locales } from '#i18n/locales.ts';

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;

describe('option lists', () => {
  it('are the issue’s keys: eight services, six USD budget ranges', () => {
    expect(SERVICE_KEYS).toEqual(['investment', 'licensing', 'hr', 'visa', 'legal', 'realestate', 'comprehensive', 'other']);
    expect(BUDGET_KEYS).toEqual(['under10k', 'k10to50', 'k50to100', 'k100to500', 'over500k', 'discuss']);
  });

  it('have a label for every key in every locale, and none for anything else', () => {
    for (const { code } of locales) {
      const { services, budgets } = inquirySeed[code].form;
      expect(Object.keys(services), code).toEqual([...SERVICE_KEYS]);
      expect(Object.keys(budgets), code).toEqual([...BUDGET_KEYS]);
      expect(new Set(Object.values(services)).size).toBe(SERVICE_KEYS.length);
    }
  });

  it('label the budgets in US dollars with the spec’s ranges', () => {
    const en = inquirySeed['en'].form.budgets;
    expect(en).toEqual({
      under10k: 'Under USD 10K', k10to50: 'USD 10K–50K', k50to100: 'USD 50K–100K', k100to500: 'USD 100K–500K', over500k: 'Over USD 500K', discuss: 'To be discussed',
    });
    expect(inquirySeed['zh'].form.budgets.k10to50).toContain('美元');
    expect(inquirySeed['ja'].form.budgets.k10to50).toContain('米ドル');
  });

  it('keep Hangul out of the other locales', () => {
    for (const { code } of locales.filter((l) => l.code !== 'ko')) {
      expect(JSON.stringify(inquirySeed[code]), code).not.toMatch(HANGUL);
    }
  });

  it('keep the spec’s texts: prompts, Submitting..., toasts', () => {
    const ko = inquirySeed['ko'].form;
    expect(ko.toast.successTitle).toBe('문의 신청 완료');
    expect(ko.toast.failureTitle).toBe('문의 신청 실패');
    expect(ko.toast.successText).toBe('빠른 시일 내에 연락드리겠습니다');
    expect(ko.toast.failureText).toBe('다시 시도해주시거나 전화로 연락해주세요');
    const en = inquirySeed['en'].form;
    expect(en.fields.service.placeholder).toBe('Please select a service');
    expect(en.fields.budget.placeholder).toBe('Please select budget range');
    expect(en.submitting).toBe('Submitting...');
    expect(en.toast.successText).toBe('Your inquiry has been successfully submitted. We will contact you soon.');
    expect(en.toast.failureText).toBe('An error occurred while submitting your inquiry. Please try again.');
    expect(en.privacy.text).toMatch(/consultation purposes only.*deleted immediately.*withdraw/);
  });

  it('state the consent text version stored with each inquiry', () => {
    expect(CONSENT_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}/);
  });
});

describe('serviceFromQuery', () => {
  it('accepts every option key, case-insensitively, and the detail pages’ keys', () => {
    for (const key of SERVICE_KEYS) expect(serviceFromQuery(key)).toBe(key);
    expect(serviceFromQuery('HR')).toBe('hr');
    expect(serviceFromQuery(' visa ')).toBe('visa');
    expect(serviceFromQuery('establishment')).toBe('licensing');
    expect(serviceFromQuery('marketing')).toBe('other');
  });

  it('ignores anything else', () => {
    for (const value of [null, undefined, '', 'toString', '__proto__', 'hr;drop', '인사']) expect(serviceFromQuery(value)).toBeUndefined();
  });
});
