/**
 * No leftover of another language: no page's texts in Korean, Indonesian, Chinese or Japanese repeat
 * an English phrase of the same place (the English eyebrow "Our Story" stood on every locale's CSR
 * page). Proper names that every language writes the same way are listed, each with its reason.
 */
import { describe, expect, it } from 'vitest';

const pages = import.meta.glob<Record<string, unknown>>('/src/data/pages/*/{en,ko,id,zh,ja}.ts', { eager: true });
const ui = import.meta.glob<Record<string, unknown>>('/src/i18n/ui/{en,ko,id,zh,ja}.ts', { eager: true });

/** Texts written the same in every language: names of people, places, products and schemes. */
const PROPER_NAMES: readonly RegExp[] = [
  /^about\/\w+\.ceo\.name$/, // the CEO's name
  /^service-hr\/\w+\.bpjs\.\w+\.scheme$/, // BPJS Kesehatan / Ketenagakerjaan: the schemes' official names
  /^service-hr\/\w+\.groupware\.items\.\d+\.name$/, // product names (Google Workspace, NAVER WORKS)
  /^service-realestate\/\w+\.board\.listings\.\d+\.location$/, // Jakarta addresses
  /^ui\/\w+\.site\.name$/, // the firm's registered name, which the Latin-script pages keep
  /^not-found\/\w+\.title$/, // the spec's 404 text, 'Page Not Found', in every locale
  /^ui\/id\.pages\.faq\.title$/, // "FAQ" is what Indonesian sites say too, beside the firm's name
];

/** A phrase: two words of three or more Latin letters (single words may be shared names or acronyms). */
const PHRASE = /[A-Za-z]{3,}\s+[A-Za-z]{3,}/;

function sameEnglish(english: unknown, other: unknown, path: string, out: string[]): void {
  if (typeof english === 'string' && typeof other === 'string') {
    if (english === other && PHRASE.test(english) && !PROPER_NAMES.some((name) => name.test(path))) out.push(`${path}: "${other}"`);
    return;
  }
  if (english && other && typeof english === 'object' && typeof other === 'object') {
    for (const key of Object.keys(english)) sameEnglish((english as Record<string, unknown>)[key], (other as Record<string, unknown>)[key], `${path}.${key}`, out);
  }
}

/** The one exported dictionary of a module. */
const content = (module: Record<string, unknown> | undefined) => (module ? Object.values(module)[0] : undefined);

describe('translations', () => {
  it('reads every page dictionary and the interface dictionary (the check sees the house)', () => {
    expect(Object.keys(pages).length).toBeGreaterThanOrEqual(14 * 5);
    expect(Object.keys(ui)).toHaveLength(5);
  });

  it('repeat no English phrase in another language, proper names aside', () => {
    const found: string[] = [];
    const groups = [
      ...new Set(Object.keys(pages).map((file) => file.split('/').at(-2)!)),
    ].map((dir) => ({ name: dir, files: (code: string) => pages[`/src/data/pages/${dir}/${code}.ts`] }));
    groups.push({ name: 'ui', files: (code: string) => ui[`/src/i18n/ui/${code}.ts`] });
    for (const group of groups) {
      const english = content(group.files('en'));
      for (const code of ['ko', 'id', 'zh', 'ja']) sameEnglish(english, content(group.files(code)), `${group.name}/${code}`, found);
    }
    expect(found.join('\n')).toBe('');
  });
});
