/** The groups of site settings the firm edits, each a row of `site_settings` with its own schema. */
export const SITE_SETTING_KEYS = ['contact', 'people', 'facts'] as const;
export type SiteSettingKey = (typeof SITE_SETTING_KEYS)[number];

/**
 * The row holding the one pending draft of the firm facts (who saved it and when in the row's
 * updated_by and updated_at), beside the facts' own row: never read by the build.
 */
export const FACTS_DRAFT_KEY = 'facts-draft';
export type SiteSettingRowKey = SiteSettingKey | typeof FACTS_DRAFT_KEY;
