import { describe, expect, it } from 'vitest';
import { csrCategories } from '#data/csr-categories.ts';
import { contentKo } from '#data/admin/content/ko.ts';
import { csrForm, csrInput, errorLocale, faqForm, faqInput, fromFirmLocal, toFirmLocal, matchesQuery, noticeForm, noticeInput, requireKorean, textErrorKey, textPreview, type CsrPost, type Faq, type Notice } from '#components/features/admin/content/forms.ts';
import { formatDate } from '#components/features/admin/format.ts';

const notice: Notice = {
  id: 7, title: '휴무 안내', content: '<p>설 연휴</p>', author: '관리팀', category: 'visa', isImportant: true, views: 12, isPinned: true, isPublished: false, description: null, socialImage: null,
  translations: { en: { title: 'Holiday' } }, translationStatus: { en: { title: 'current', content: 'missing' }, id: { title: 'missing', content: 'missing' }, zh: { title: 'missing', content: 'missing' }, ja: { title: 'missing', content: 'missing' } }, version: 2, updatedBy: { id: 1, username: 'kim' }, createdAt: '2026-01-02T03:04:05.000Z', updatedAt: '2026-01-02T03:04:05.000Z',
};

describe('notice form', () => {
  it('starts a new notice with the admin as author, published and not pinned', () => {
    const form = noticeForm(null, 'admin');
    expect(form).toMatchObject({ author: 'admin', category: 'announcement', isPinned: false, isPublished: true, isImportant: false });
    expect(form.texts.ko).toEqual({ title: '', content: '', description: '' });
  });

  it('fills an existing notice and sends it back unchanged', () => {
    const form = noticeForm(notice, 'admin');
    expect(form.texts.en).toEqual({ title: 'Holiday', content: '', description: '' });
    expect(noticeInput(form)).toEqual({
      title: '휴무 안내', content: '<p>설 연휴</p>', author: '관리팀', category: 'visa', isImportant: true, isPinned: true, isPublished: false, description: null, socialImage: null, translations: { en: { title: 'Holiday' } }, confirmTranslations: {},
    });
  });

  it('trims the title and author', () => {
    const form = noticeForm(null, 'admin');
    form.texts.ko = { title: '  제목 ', content: '<p>x</p>', description: '' };
    form.author = ' 홍길동 ';
    expect(noticeInput(form)).toMatchObject({ title: '제목', author: '홍길동' });
  });
});

describe('FAQ form', () => {
  const faq: Faq = { id: 3, question: '비자?', answer: '<p>네</p>', category: '비자', order: 4, isPublished: true, translations: {}, translationStatus: { en: {}, id: {}, zh: {}, ja: {} }, version: 1, updatedBy: null, createdAt: '', updatedAt: '' };
  it('defaults to the first category, order 0, published', () => {
    expect(faqForm(null, contentKo.faqs.categories[0]!)).toMatchObject({ category: '일반', order: '0', isPublished: true });
  });
  it('keeps the order as typed (the API turns non-numbers into 0)', () => {
    const form = faqForm(faq, '일반');
    expect(form.order).toBe('4');
    form.order = ' abc ';
    expect(faqInput(form)).toEqual({ question: '비자?', answer: '<p>네</p>', category: '비자', order: 'abc', isPublished: true, translations: {}, confirmTranslations: {} });
  });
  it('offers the admin list of categories', () => {
    expect(contentKo.faqs.categories).toEqual(['일반', '투자', '법인', '비자', '인사', '부동산', '법무']);
  });
});

describe('CSR form', () => {
  const post: CsrPost = {
    id: 9, title: '봉사', content: '<p>본문</p>', excerpt: null, category: '환경보호', featuredImage: null, description: null, socialImage: null, isPublished: false, publishedAt: null, views: 1, authorId: 1,
    author: 'kim', translations: { ja: { title: 'ボランティア', excerpt: '要約' } }, translationStatus: { en: {}, id: {}, zh: {}, ja: { title: 'stale', content: 'missing' } }, version: 1, updatedBy: null, createdAt: '', updatedAt: '',
  };
  it('is published by default in the form, with the first shared category', () => {
    expect(csrForm(null, csrCategories[0].value)).toMatchObject({ category: '사회공헌', isPublished: true, featuredImage: '' });
  });
  it('sends an empty excerpt and image as null', () => {
    expect(csrInput(csrForm(post, '사회공헌'))).toEqual({
      title: '봉사', content: '<p>본문</p>', excerpt: null, category: '환경보호', featuredImage: null, description: null, socialImage: null, isPublished: false, publishedAt: null,
      translations: { ja: { title: 'ボランティア', excerpt: '要約' } }, confirmTranslations: {},
    });
  });
  it("shows and sends the publication date in the firm's time zone (Jakarta, UTC+7)", () => {
    const form = csrForm({ ...post, publishedAt: '2019-04-30T17:00:00.000Z' }, '사회공헌');
    expect(form.publishedAt).toBe('2019-05-01T00:00');
    expect(csrInput(form).publishedAt).toBe('2019-05-01T00:00:00+07:00');
    expect(toFirmLocal('not a date')).toBe('');
    expect(fromFirmLocal('2024-03-01T09:30')).toBe('2024-03-01T09:30:00+07:00');
  });
  it('sends a filled excerpt and image trimmed', () => {
    const form = csrForm(post, '사회공헌');
    form.texts.ko.excerpt = ' 요약 ';
    form.featuredImage = ' /api/uploads/a.webp ';
    expect(csrInput(form)).toMatchObject({ excerpt: '요약', featuredImage: '/api/uploads/a.webp' });
  });
  it('sends the SEO description (Korean at the top, translations with the others) and the social image trimmed, blanks as null', () => {
    const form = csrForm(post, '사회공헌');
    form.texts.ko.description = ' 설명 ';
    form.texts.en.description = 'About';
    form.socialImage = ' /api/uploads/b.webp ';
    expect(csrInput(form)).toMatchObject({ description: '설명', socialImage: '/api/uploads/b.webp', translations: { en: { description: 'About' } } });
    form.texts.ko.description = '   ';
    form.socialImage = '';
    expect(csrInput(form)).toMatchObject({ description: null, socialImage: null });
  });
});

describe('errors and display helpers', () => {
  it('requires the Korean fields only', () => {
    const texts = noticeForm(null, 'a').texts;
    texts.en = { title: 'T', content: 'C', description: '' };
    expect(requireKorean(texts, ['title', 'content'], '필수')).toEqual({ title: '필수', content: '필수' });
    texts.ko = { title: '제목', content: '<p><br></p>', description: '' };
    expect(requireKorean(texts, ['title', 'content'], '필수')).toEqual({ content: '필수' });
  });
  it('maps error keys to language tabs', () => {
    expect(textErrorKey('ko', 'title')).toBe('title');
    expect(textErrorKey('ja', 'title')).toBe('translations.ja.title');
    expect(errorLocale('translations.zh.content')).toBe('zh');
    expect(errorLocale('featuredImage')).toBe('ko');
  });
  it('previews text without markup, cut with an ellipsis', () => {
    expect(textPreview('<p><strong>굵게</strong> &amp; 보통</p>')).toBe('굵게 & 보통');
    expect(textPreview('<p>설 연휴 <strong>휴무</strong>합니다.</p><p>둘째</p><ul><li>하나</li><li>둘</li></ul>')).toBe('설 연휴 휴무합니다. 둘째 하나 둘');
    expect(textPreview(`<p>${'가'.repeat(120)}</p>`)).toBe(`${'가'.repeat(100)}…`);
    expect(textPreview(null)).toBe('');
  });
  it('formats the creation date in Korean', () => {
    expect(formatDate('2026-03-15T12:00:00.000Z')).toBe('2026. 3. 15.');
    expect(formatDate('nope')).toBe('');
  });
});

describe('matchesQuery (the content lists’ search)', () => {
  const notice = ['2025년 BPJS 보험료 기준 안내', '<p>고용주 부담은 <strong>8.24%</strong>입니다.</p>', '노무'];

  it('finds every word anywhere in the texts, ignoring case and full-width forms', () => {
    expect(matchesQuery('bpjs', notice)).toBe(true);
    expect(matchesQuery('ＢＰＪＳ ２０２５', notice)).toBe(true);
    expect(matchesQuery('보험료 노무', notice)).toBe(true);
    expect(matchesQuery('보험료 비자', notice)).toBe(false);
  });

  it('reads rich text as its text, not its markup', () => {
    expect(matchesQuery('부담은 8.24%', notice)).toBe(true);
    expect(matchesQuery('strong', notice)).toBe(false);
  });

  it('matches everything on an empty or blank query, and skips missing texts', () => {
    expect(matchesQuery('', notice)).toBe(true);
    expect(matchesQuery('   ', [])).toBe(true);
    expect(matchesQuery('x', [null, undefined])).toBe(false);
  });
});
