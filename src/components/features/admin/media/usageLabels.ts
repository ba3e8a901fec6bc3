/**
 * Where an image is used, in the staff's words: the place (an item's title, a site-settings group's
 * heading) and each field naming the image, from the dotted paths the server finds it at
 * (`translations.en.content` → "영어 · 본문", `team.0.photo` → "1번째 팀원 · 사진"). A path this does not
 * know yet (a field added later) is shown as it is rather than hidden.
 */
import type { MediaStrings } from '#data/admin/content/index.ts';
import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import type { MediaUsage } from '#domain/media/usages.ts';
import { isLocale } from '#i18n/locales.ts';
import { fieldLabel, pathOf } from '../pages/form.ts';

export interface UsageLabelStrings {
  media: Pick<MediaStrings, 'locales' | 'fields' | 'sources'>;
  settings: Pick<AdminStrings['siteSettings'], 'contactHeading' | 'peopleHeading' | 'ceoPortrait' | 'member' | 'memberPhoto' | 'caseStudies' | 'caseStudy' | 'officePhoto'>;
  pages: Pick<AdminStrings['pages'], 'names'>;
}

const join = (...parts: string[]) => parts.join(' · ');
const ordinal = (index: string) => Number(index) + 1;

/** The place an image is used in: the item's title, the page's name, or the settings group's heading. */
export function usagePlace(usage: Pick<MediaUsage, 'kind' | 'id' | 'title'>, strings: UsageLabelStrings): string {
  if (usage.kind === 'page') return (strings.pages.names as Record<string, string>)[String(usage.id)] ?? usage.title;
  if (usage.kind !== 'settings') return usage.title;
  const headings: Record<string, string> = { contact: strings.settings.contactHeading, people: strings.settings.peopleHeading };
  return headings[String(usage.id)] ?? usage.title;
}

/**
 * Which stored copy of the item uses the image, when it is not the item itself: its draft (with the
 * publishing time `when` formats, for a scheduled one) or its earlier versions kept for restore; ''
 * for the item itself.
 */
export function usageSource(usage: Pick<MediaUsage, 'source' | 'publishAt' | 'versions'>, strings: UsageLabelStrings, when: (iso: string) => string): string {
  if (usage.source === 'draft') return usage.publishAt ? fill(strings.media.sources.scheduled, { when: when(usage.publishAt) }) : strings.media.sources.draft;
  if (usage.source === 'revision') return fill(strings.media.sources.revision, { versions: (usage.versions ?? []).map((v) => `v${v}`).join(', ') });
  return '';
}

/** One field of an item or a settings group, by its dotted path. */
export function usageField(kind: MediaUsage['kind'], path: string, strings: UsageLabelStrings): string {
  const [first = '', second = '', third = ''] = path.split('.');
  if (kind === 'page' && first === 'translations' && isLocale(second)) {
    // As the page's form labels the field (`hero › photo`, list rows counted from 1).
    return join(strings.media.locales[second], fieldLabel(pathOf(path.split('.').slice(2).join('.'))));
  }
  if (kind !== 'settings') {
    const field = (name: string) => (name in strings.media.fields ? strings.media.fields[name as keyof MediaStrings['fields']] : name);
    if (first === 'translations' && isLocale(second)) return join(strings.media.locales[second], field(path.split('.').slice(2).join('.')));
    return field(path);
  }
  const s = strings.settings;
  if (path === 'ceoPortrait') return s.ceoPortrait;
  if (first === 'team' && third === 'photo' && /^\d+$/.test(second)) return join(fill(s.member, { n: ordinal(second) }), s.memberPhoto);
  if (first === 'caseStudies' && second in s.caseStudy) return join(s.caseStudies, s.caseStudy[second as keyof typeof s.caseStudy]);
  if (first === 'offices' && /^\d+$/.test(second) && third === '') return fill(s.officePhoto, { n: ordinal(second) });
  return path;
}
