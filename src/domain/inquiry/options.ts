/**
 * The inquiry form's option keys, the same in every language: the stored value is the key, the
 * label comes from the locale's content file. The schema, the island and the function all read
 * these lists.
 */
export const SERVICE_KEYS = ['investment', 'licensing', 'hr', 'visa', 'legal', 'realestate', 'comprehensive', 'other'] as const;
export type ServiceOption = (typeof SERVICE_KEYS)[number];

export const BUDGET_KEYS = ['under10k', 'k10to50', 'k50to100', 'k100to500', 'over500k', 'discuss'] as const;
export type BudgetOption = (typeof BUDGET_KEYS)[number];

/**
 * `?service=` values that other pages may use for a service without an option of its own: the
 * service detail pages' keys (src/i18n/routes.ts) map onto the closest option.
 */
export const SERVICE_ALIASES: Readonly<Record<string, ServiceOption>> = {
  establishment: 'licensing',
  marketing: 'other',
};

/** The option a `?service=` query value preselects, if any. */
export function serviceFromQuery(value: string | null | undefined): ServiceOption | undefined {
  if (!value) return undefined;
  const key = value.trim().toLowerCase();
  if ((SERVICE_KEYS as readonly string[]).includes(key)) return key as ServiceOption;
  return Object.hasOwn(SERVICE_ALIASES, key) ? SERVICE_ALIASES[key] : undefined;
}

/**
 * Version of the consent text the visitor agreed to, stored with every inquiry. Change it whenever
 * the consent text changes in any language.
 */
export const CONSENT_VERSION = '2026-11-25';
