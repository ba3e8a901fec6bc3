/** A page's picture field and the media library: the address a chosen picture gives, its alt text field, the alt-fill rule and the search. */
import { describe, expect, it } from 'vitest';
import { altAction, altPathOf, pictureAddress, searchLibrary, showsPicture } from '#components/features/admin/pages/image.ts';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('the address a chosen picture gives', () => {
  it('is the original upload, also when a smaller copy is given (the site finds the copies from it)', () => {
    expect(pictureAddress(`/api/uploads/${ID}.webp`)).toBe(`/api/uploads/${ID}.webp`);
    expect(pictureAddress(`/api/uploads/${ID}-480.webp`)).toBe(`/api/uploads/${ID}.webp`);
    expect(pictureAddress(` /api/uploads/${ID}-1280.webp `)).toBe(`/api/uploads/${ID}.webp`);
  });

  it('keeps any other address as typed, trimmed', () => {
    expect(pictureAddress(' /images/hero.webp ')).toBe('/images/hero.webp');
    expect(pictureAddress('https://cdn.example.com/a-480.webp')).toBe('https://cdn.example.com/a-480.webp');
    expect(pictureAddress('/api/uploads/not-an-id-480.webp')).toBe('/api/uploads/not-an-id-480.webp');
  });

  it('draws a thumbnail only for an address the page schema accepts', () => {
    expect(showsPicture(`/api/uploads/${ID}.webp`)).toBe(true);
    expect(showsPicture('https://cdn.example.com/a.webp')).toBe(true);
    expect(showsPicture('')).toBe(false);
    expect(showsPicture('//evil.example/a.webp')).toBe(false);
    expect(showsPicture('javascript:alert(1)')).toBe(false);
    expect(showsPicture('http://cdn.example.com/a.webp')).toBe(false);
  });
});

describe("a picture's alt text field", () => {
  const content = {
    hero: { photo: '/a.webp', photoAlt: '', alt: 'group alt' },
    card: { image: '/b.webp', alt: 'card alt' },
    bare: { image: '/c.webp', caption: 'no alt here' },
    gallery: [{ image: '/d.webp', alt: '' }],
    logos: ['/e.webp'],
  };

  it('is `<name>Alt` in the same group first, else `alt`', () => {
    expect(altPathOf(content, ['hero', 'photo'])).toEqual(['hero', 'photoAlt']);
    expect(altPathOf(content, ['card', 'image'])).toEqual(['card', 'alt']);
    expect(altPathOf(content, ['gallery', 0, 'image'])).toEqual(['gallery', 0, 'alt']);
  });

  it('is none without such a text field, or for a list of bare addresses', () => {
    expect(altPathOf(content, ['bare', 'image'])).toBeUndefined();
    expect(altPathOf(content, ['logos', 0])).toBeUndefined();
    expect(altPathOf(content, ['card', 'alt'])).toBeUndefined();
  });
});

describe("the library's alt text when a picture is chosen", () => {
  it('fills an empty alt field (blank counts as empty)', () => {
    expect(altAction('', 'A meeting room')).toBe('fill');
    expect(altAction('   ', 'A meeting room')).toBe('fill');
  });

  it('is only offered beside an alt text written otherwise, never replacing it', () => {
    expect(altAction('Our office', 'A meeting room')).toBe('offer');
  });

  it('does nothing without an alt field, without library alt text in the language, or when they are the same', () => {
    expect(altAction(undefined, 'A meeting room')).toBe('none');
    expect(altAction('', '')).toBe('none');
    expect(altAction('', '  ')).toBe('none');
    expect(altAction('A meeting room ', 'A meeting room')).toBe('none');
  });
});

describe('the search over the library', () => {
  const images = [
    { name: 'office-jakarta.webp', alt: '자카르타 사무실 회의실' },
    { name: 'team.webp', alt: 'The team in Jakarta' },
    { name: 'ＬＯＧＯ.png', alt: '' },
  ];

  it('keeps every picture whose name or alt text holds every word, in any case or Unicode form', () => {
    expect(searchLibrary(images, '').map((i) => i.name)).toEqual(['office-jakarta.webp', 'team.webp', 'ＬＯＧＯ.png']);
    expect(searchLibrary(images, 'JAKARTA').map((i) => i.name)).toEqual(['office-jakarta.webp', 'team.webp']);
    expect(searchLibrary(images, 'jakarta team').map((i) => i.name)).toEqual(['team.webp']);
    expect(searchLibrary(images, '회의실').map((i) => i.name)).toEqual(['office-jakarta.webp']);
    expect(searchLibrary(images, 'logo').map((i) => i.name)).toEqual(['ＬＯＧＯ.png']);
    expect(searchLibrary(images, 'bali')).toEqual([]);
  });
});
