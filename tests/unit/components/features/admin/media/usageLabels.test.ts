/** The media library names where an image is used in the staff's words, never by stored paths. */
import { describe, expect, it } from 'vitest';
import { usageField, usagePlace, usageSource, type UsageLabelStrings } from '#components/features/admin/media/usageLabels.ts';
import { contentEn } from '#data/admin/content/en.ts';
import { contentKo } from '#data/admin/content/ko.ts';
import { adminEn } from '#data/admin/app/en.ts';
import { adminKo } from '#data/admin/app/ko.ts';

const ko: UsageLabelStrings = { media: contentKo.media, settings: adminKo.siteSettings, pages: adminKo.pages };
const en: UsageLabelStrings = { media: contentEn.media, settings: adminEn.siteSettings, pages: adminEn.pages };

describe('usage labels', () => {
  it("names an item's fields, a translation's with its language", () => {
    expect(usageField('notice', 'content', ko)).toBe('본문');
    expect(usageField('notice', 'translations.en.content', ko)).toBe('영어 · 본문');
    expect(usageField('faq', 'translations.ja.answer', en)).toBe('Japanese · answer');
    expect(usageField('csr', 'featured_image', ko)).toBe('대표 이미지');
    expect(usageField('notice', 'social_image', en)).toBe('social image');
  });

  it('says which copy of an item uses the image: a draft, a scheduled one with its time, earlier versions', () => {
    const when = (iso: string) => `<${iso}>`;
    expect(usageSource({ source: 'item' }, ko, when)).toBe('');
    expect(usageSource({ source: 'draft' }, ko, when)).toBe('초안');
    expect(usageSource({ source: 'draft', publishAt: '2026-12-01T00:00:00.000Z' }, en, when)).toBe('scheduled draft · <2026-12-01T00:00:00.000Z>');
    expect(usageSource({ source: 'revision', versions: [1, 3] }, ko, when)).toBe('이전 버전 v1, v3');
  });

  it("names a page by its name and a page's field as its form does, with its language", () => {
    expect(usagePlace({ kind: 'page', id: 'home', title: 'home' }, ko)).toBe('홈');
    expect(usagePlace({ kind: 'page', id: 'service-visa', title: 'service-visa' }, en)).toBe('Service: visas');
    expect(usageField('page', 'translations.en.hero.photo', ko)).toBe('영어 · hero › photo');
    expect(usageField('page', 'translations.ko.cases.0.image', en)).toBe('Korean · cases › 1 › image');
  });

  it('names the places in the site settings as their form does', () => {
    expect(usagePlace({ kind: 'settings', id: 'people', title: 'people' }, ko)).toBe(adminKo.siteSettings.peopleHeading);
    expect(usageField('settings', 'ceoPortrait', ko)).toBe('대표 사진');
    expect(usageField('settings', 'team.0.photo', ko)).toBe('1번째 팀원 · 사진');
    expect(usageField('settings', 'caseStudies.food', ko)).toBe('홈 페이지 사례 이미지 · 식품 사례');
    expect(usageField('settings', 'offices.2', ko)).toBe('사무실 사진 3');
    expect(usageField('settings', 'team.1.photo', en)).not.toMatch(/team\.1/);
  });

  it("keeps an item's title, and shows a path it does not know as it is rather than hide it", () => {
    expect(usagePlace({ kind: 'notice', id: 3, title: '사무실 이전 안내' }, ko)).toBe('사무실 이전 안내');
    expect(usageField('notice', 'gallery.0', ko)).toBe('gallery.0');
    expect(usageField('settings', 'team.x.photo', ko)).toBe('team.x.photo');
    expect(usagePlace({ kind: 'settings', id: 'banner', title: 'banner' }, ko)).toBe('banner');
  });
});
