/**
 * Reply templates (migration 20261125110000_reply_templates): a reusable subject and text in one of
 * the visitor languages, chosen in the inquiry desk's reply form. `{name}` and `{reference}` are
 * filled with the visitor's name and the inquiry's reference when a template is put into a reply;
 * any other braces are left as written. Shared by the admin API and the admin island.
 */
import { localeCodes, type Locale } from '#i18n/locales.ts';

export const REPLY_TEMPLATE_NAME_MAX = 100;

/** The placeholders a template may hold, filled when it is put into a reply. */
export const REPLY_PLACEHOLDERS = ['name', 'reference'] as const;
export type ReplyPlaceholder = (typeof REPLY_PLACEHOLDERS)[number];

/** A template as the admin API answers it (GET /api/admin/reply-templates). */
export interface ReplyTemplate {
  id: number;
  locale: Locale;
  name: string;
  subject: string;
  body: string;
  /** The edit version (its ETag is versionEtag(version)); every change raises it. */
  version: number;
  /** Who made the last change (null for the seeded ones, or once the account is gone). */
  updatedBy: string | null;
  updatedAt: string;
  createdAt: string;
}

/** The text with `{name}` and `{reference}` replaced (a value's own `$` or braces are kept as they are). */
export function fillPlaceholders(text: string, values: Record<ReplyPlaceholder, string>): string {
  return text.replace(/\{(name|reference)\}/g, (_whole, key: ReplyPlaceholder) => values[key]);
}

/**
 * The templates by language for an inquiry in `first` (the visitor's language): that language's
 * group first, then the others in the registry's order; by name within a group. Empty groups are left out.
 */
export function templatesByLanguage(templates: readonly ReplyTemplate[], first: Locale): { locale: Locale; templates: ReplyTemplate[] }[] {
  const order = [first, ...localeCodes.filter((code) => code !== first)];
  return order
    .map((locale) => ({ locale, templates: templates.filter((t) => t.locale === locale).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id) }))
    .filter((group) => group.templates.length > 0);
}
