import { describe, expect, it } from 'vitest';
import { faqTabs, toFaqViews } from '#lib/faq-view.ts';
import { ko } from '#data/pages/faq/ko.ts';

const row = (id: number, category: string, translations = {}) => ({ id, category, question: `질문${id}`, answer: `<p>답${id}</p>`, translations });

describe('FAQ views', () => {
  it('maps stored Korean categories to tab keys and localizes with the Korean fallback', () => {
    const [a, b] = toFaqViews([row(1, '비자', { en: { question: 'Q1', answer: '<p>A1</p>' } }), row(2, '법무', { en: { question: 'Q2' } })], 'en');
    expect(a).toEqual({ id: 1, category: 'visa', question: { text: 'Q1', lang: 'en' }, answer: { text: '<p>A1</p>', lang: 'en' } });
    expect(b?.category).toBe('legal');
    expect(b?.answer).toEqual({ text: '<p>답2</p>', lang: 'ko' });
  });

  it('puts the four public tabs first, then other categories that have FAQs, none vanishing', () => {
    const views = toFaqViews([row(1, '법무'), row(2, '일반'), row(3, '비자'), row(4, '기타')], 'ko');
    expect(faqTabs(views, ko.categories).map((t) => t.key)).toEqual(['corporation', 'hr', 'visa', 'realestate', 'general', 'legal', '기타']);
    expect(faqTabs([], ko.categories).map((t) => t.label)).toEqual(['법인', '인사', '비자', '부동산']);
  });
});
