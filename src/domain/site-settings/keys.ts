/** The groups of site settings the firm edits, each a row of `site_settings` with its own schema. */
export const SITE_SETTING_KEYS = ['contact', 'people', 'facts'] as const;
export type SiteSettingKey = (typeof SITE_SETTING_KEYS)[number];
