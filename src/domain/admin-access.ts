/**
 * Who may do what in the back office. Three roles, each a set of areas; every admin route belongs
 * to one area (functions/_shared/admin/access.ts), the server refuses the others with 403, and the
 * admin app shows only the areas the signed-in role may use.
 */

/** owner: everything, accounts included; editor: notices, FAQs, CSR stories and their uploads, revisions and trash; staff: inquiries. */
export const adminRoles = ['owner', 'editor', 'staff'] as const;
export type AdminRole = (typeof adminRoles)[number];

export function isAdminRole(value: unknown): value is AdminRole {
  return typeof value === 'string' && (adminRoles as readonly string[]).includes(value);
}

/** The parts of the back office, with the roles that use each. */
export const areaRoles = {
  /** One's own session and password, and the dashboard's overview. */
  self: ['owner', 'editor', 'staff'],
  content: ['owner', 'editor'],
  inquiries: ['owner', 'staff'],
  /** Who did what: the audit log (the dashboard shows its latest lines to owners only). */
  audit: ['owner'],
} as const satisfies Record<string, readonly AdminRole[]>;
export type AdminArea = keyof typeof areaRoles;

export function mayUse(role: AdminRole, area: AdminArea): boolean {
  return (areaRoles[area] as readonly AdminRole[]).includes(role);
}
