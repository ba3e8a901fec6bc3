import { describe, expect, it } from 'vitest';
import { defaultPeople, initialsOf, inLocale, peopleOr, personIn, shownPeople, validatePeople } from '#domain/site-settings/people.ts';
import { parseUploadFile, responsiveUpload, uploadIdOf } from '#domain/uploads.ts';

const ID = '0b7c2f4e-1a2b-4c3d-8e9f-0123456789ab';
const URL_ = `/api/uploads/${ID}.webp`;
const text = (ko: string, en = '') => ({ ko, en, id: '', zh: '', ja: '' });

describe('names and roles per locale', () => {
  it('show the locale\'s own text, and the Korean where it is empty', () => {
    const member = { name: text('김민지', 'Minji Kim'), role: text('팀장') };
    expect(personIn(member, 'en')).toEqual({ name: 'Minji Kim', role: '팀장', alt: 'Minji Kim, 팀장' });
    expect(personIn(member, 'ja')).toEqual({ name: '김민지', role: '팀장', alt: '김민지, 팀장' });
    expect(inLocale(text('가', 'A'), 'ko')).toBe('가');
  });

  it('give initials in place of a photo not uploaded', () => {
    expect(initialsOf('Minji Kim')).toBe('MK');
    expect(initialsOf('김민지')).toBe('김');
    expect(initialsOf('  budi  santoso  wijaya ')).toBe('BW');
    expect(initialsOf('')).toBe('');
  });
});

describe('the people schema', () => {
  it('fills every locale, keeps each language once in the list\'s order, and refuses a missing Korean name', () => {
    const ok = validatePeople({ team: [{ name: { ko: '이름' }, role: { ko: '직책', en: ' Role ' }, languages: ['ja', 'ko', 'ja'] }] });
    expect(ok).toEqual({ ok: true, value: { ...defaultPeople, team: [{ photo: '', name: text('이름'), role: { ...text('직책'), en: 'Role' }, languages: ['ko', 'ja'] }] } });
    expect(validatePeople({ team: [{ name: { en: 'Only English' }, role: { ko: '직책' } }] })).toEqual({ ok: false, errors: { 'team.0.name.ko': 'required' } });
  });

  it('takes only uploaded pictures\' URLs, and shows none when the stored value no longer passes', () => {
    expect(validatePeople({ ceoPortrait: 'https://example.com/a.jpg', offices: ['/api/uploads/x.webp'] })).toEqual({ ok: false, errors: { ceoPortrait: 'image', 'offices.0': 'image' } });
    expect(peopleOr({ ceoPortrait: URL_ }).ceoPortrait).toBe(URL_);
    expect(peopleOr({ team: 'x' })).toEqual(defaultPeople);
    expect(peopleOr(undefined)).toEqual(defaultPeople);
  });
});

describe('responsive uploads', () => {
  it('build a srcset narrowest first, ending with the original, leaving out copies not narrower than it', () => {
    const image = responsiveUpload(ID, { width: 1600, height: 1000 }, [{ width: 1440, height: 900 }, { width: 480, height: 300 }, { width: 1600, height: 1000 }, { width: 960, height: 600 }]);
    expect(image).toEqual({
      src: URL_,
      width: 1600,
      height: 1000,
      srcset: `/api/uploads/${ID}-480.webp 480w, /api/uploads/${ID}-960.webp 960w, /api/uploads/${ID}-1440.webp 1440w, ${URL_} 1600w`,
    });
    expect(responsiveUpload(ID, { width: 300, height: 200 }, []).srcset).toBe(`${URL_} 300w`);
  });

  it('name files and URLs exactly', () => {
    expect(uploadIdOf(URL_)).toBe(ID);
    expect(uploadIdOf(`${URL_}?x`)).toBeUndefined();
    expect(uploadIdOf(`/api/uploads/${ID}-480.webp`)).toBeUndefined();
    expect(parseUploadFile(`${ID}.webp`)).toEqual({ id: ID });
    expect(parseUploadFile(`${ID}-960.webp`)).toEqual({ id: ID, width: 960 });
    for (const bad of [`${ID}-0960.webp`, `${ID}-9.webp`, `${ID}.png`, 'x.webp', `${ID.toUpperCase()}.webp`]) expect(parseUploadFile(bad), bad).toBeUndefined();
  });

  it('show a stored upload with its sizes and leave out one no longer stored (the default art shows)', () => {
    const gone = '/api/uploads/11111111-2222-4333-8444-555555555555.webp';
    const lookup = (url: string) => (url === URL_ ? responsiveUpload(ID, { width: 800, height: 600 }, [{ width: 480, height: 360 }]) : undefined);
    const shown = shownPeople({ ...defaultPeople, ceoPortrait: gone, offices: [URL_, gone], caseStudies: { ...defaultPeople.caseStudies, food: URL_ }, team: [{ photo: gone, name: text('가'), role: text('나'), languages: [] }] }, lookup);
    expect(shown.ceoPortrait).toBeUndefined();
    expect(shown.offices.map((o) => o.src)).toEqual([URL_]);
    expect(shown.caseStudies).toEqual({ manufacturing: undefined, developers: undefined, food: lookup(URL_), office: undefined });
    expect(shown.team[0]!.photo).toBeUndefined();
  });
});
