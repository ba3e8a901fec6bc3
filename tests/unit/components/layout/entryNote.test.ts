import { describe, expect, it } from 'vitest';
import { entryNoteScript } from '#components/layout/entryNote.ts';
import { entrySource, toPayload } from '#components/features/inquiry/inquiryClient.ts';
import { ENTRY_STORAGE_KEY } from '#domain/inquiry/source.ts';

/** A tab's sessionStorage. */
function tabStorage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
}

/** Runs exactly the shipped inline script, as a page load of `path` reached from `referrer`. */
function load(storage: ReturnType<typeof tabStorage> | undefined, path: string, search: string, referrer: string) {
  new Function('sessionStorage', 'location', 'document', entryNoteScript)(storage, { pathname: path, search }, { referrer });
}

describe('the entry note', () => {
  it('keeps the first page of the tab and its referrer; later pages do not replace them', () => {
    const storage = tabStorage();
    load(storage, '/en/services/visa', '?utm_source=newsletter', 'https://www.google.com/');
    load(storage, '/en/contact', '', 'https://www.nusantarabridge.co.id/en/services/visa');
    expect(JSON.parse(storage.getItem(ENTRY_STORAGE_KEY)!)).toEqual({ landing: '/en/services/visa?utm_source=newsletter', referrer: 'https://www.google.com/' });
    expect(entrySource(storage)).toEqual({ landing: '/en/services/visa?utm_source=newsletter', referrer: 'https://www.google.com/' });
  });

  it('never breaks the page where storage is refused, and the form then sends no source', () => {
    const refusing = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => { throw new Error('SecurityError'); } };
    expect(() => new Function('sessionStorage', 'location', 'document', entryNoteScript)(refusing, { pathname: '/', search: '' }, { referrer: '' })).not.toThrow();
    expect(entrySource(refusing)).toBeUndefined();
    expect(entrySource(undefined)).toBeUndefined();
    expect(toPayload({ name: 'Kim', privacy: 'on' }, { formToken: 't', submissionId: 's', source: undefined })).toMatchObject({ name: 'Kim', privacy: true, source: undefined });
  });
});
