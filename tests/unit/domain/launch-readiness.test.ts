import { describe, expect, it } from 'vitest';
import { factsAtSeed, hasAnythingLeft, placeholderPictures, untouchedSamples, type LaunchReadiness } from '#domain/launch-readiness.ts';
import { defaultPeople, type PeopleSettings } from '#domain/site-settings/people.ts';
import type { FirmFacts } from '#domain/site-settings/facts.ts';

const seed: FirmFacts = { foundedYear: 2003, companiesSupported: 500, visaCases: 10000, employees: 70, rentalManagements: 500, localExpertsPercent: 100, establishmentSuccessPercent: 100, responseHours: 24 };
const upload = '/api/uploads/12';

describe('factsAtSeed', () => {
  it('names every fact equal to its first-run value, in the form\'s order, and none that changed', () => {
    expect(factsAtSeed(seed, seed)).toEqual(Object.keys(seed));
    expect(factsAtSeed({ ...seed, employees: 85, foundedYear: 2004 }, seed)).toEqual(['companiesSupported', 'visaCases', 'rentalManagements', 'localExpertsPercent', 'establishmentSuccessPercent', 'responseHours']);
  });
});

describe('placeholderPictures', () => {
  it('lists the empty slots of a fresh install: the portrait, four case studies, the offices', () => {
    expect(placeholderPictures(defaultPeople)).toEqual([
      { slot: 'ceoPortrait' },
      { slot: 'caseStudy', key: 'manufacturing' },
      { slot: 'caseStudy', key: 'developers' },
      { slot: 'caseStudy', key: 'food' },
      { slot: 'caseStudy', key: 'office' },
      { slot: 'offices' },
    ]);
  });

  it('drops each slot once it has an upload, and names a member without a photo', () => {
    const name = { ko: '김하나', en: '', id: '', zh: '', ja: '' };
    const people: PeopleSettings = {
      ceoPortrait: upload,
      caseStudies: { manufacturing: upload, developers: upload, food: '', office: upload },
      offices: [upload],
      team: [{ photo: upload, name: { ...name, ko: '이둘' }, role: name, languages: [] }, { photo: '', name, role: name, languages: ['ko'] }],
    };
    expect(placeholderPictures(people)).toEqual([{ slot: 'caseStudy', key: 'food' }, { slot: 'teamPhoto', name: '김하나' }]);
  });
});

describe('untouchedSamples and hasAnythingLeft', () => {
  const empty: LaunchReadiness = { samples: { notices: [], faqs: [], 'csr-posts': [] }, factsAtSeed: [], pictures: [] };

  it('keeps only the samples nobody edited', () => {
    const samples = { notices: [{ id: 1, label: 'a', edited: false }, { id: 2, label: 'b', edited: true }], faqs: [{ id: 3, label: 'c', edited: true }], 'csr-posts': [] };
    expect(untouchedSamples(samples)).toEqual({ notices: [{ id: 1, label: 'a', edited: false }], faqs: [], 'csr-posts': [] });
  });

  it('is done only when no sample, fact at seed or placeholder is left', () => {
    expect(hasAnythingLeft(empty)).toBe(false);
    expect(hasAnythingLeft({ ...empty, samples: { ...empty.samples, faqs: [{ id: 3, label: 'c', edited: true }] } })).toBe(true);
    expect(hasAnythingLeft({ ...empty, factsAtSeed: ['employees'] })).toBe(true);
    expect(hasAnythingLeft({ ...empty, pictures: [{ slot: 'offices' }] })).toBe(true);
  });
});
