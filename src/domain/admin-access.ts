import type { Locale } from '#i18n/locales.ts';
/**
 * Who may do what in the back office. Three roles, each a set of areas; every admin route belongs
 * to one area (functions/_shared/admin/access.ts), the server refuses the others with 403, and the
 * admin app shows only the areas the signed-in role may use.
 */

/** owner: everything, accounts included; editor: notices, FAQs, CSR stories and their uploads (the media library), revisions and trash, and the site settings; staff: inquiries. */
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
  /** What the public site shows besides content: the firm's contact channels (later its pictures and people). */
  settings: ['owner', 'editor'],
  /** The public pages' texts, figures, lists and links (the Pages tab, /api/admin/pages). */
  pages: ['owner', 'editor'],
  inquiries: ['owner', 'staff'],
  /** Who did what: the audit log (the dashboard shows its latest lines to owners only). */
  audit: ['owner'],
  /** The administrators: invitations, roles, disabling. */
  accounts: ['owner'],
} as const satisfies Record<string, readonly AdminRole[]>;
export type AdminArea = keyof typeof areaRoles;

/** An administrator as the accounts screen shows it (GET /api/admin/accounts). */
export interface AdminAccount {
  id: number;
  username: string;
  email: string | null;
  role: AdminRole;
  disabled: boolean;
  /** Signs in with a second factor (an owner can reset it). */
  twoFactor: boolean;
  /** Gets the inquiry desk's morning reminder e-mail (an owner turns it off per person). */
  reminders: boolean;
  lastLogin: string | null;
  createdAt: string;
}

export function mayUse(role: AdminRole, area: AdminArea): boolean {
  return (areaRoles[area] as readonly AdminRole[]).includes(role);
}

/**
 * Whether an administrator of role `sender` may give `role` to someone: only those who manage the
 * accounts invite, and never into a role that reaches a part of the back office the sender cannot.
 * Checked when an invitation is sent and again when it is accepted, so a sender disabled or demoted
 * in between cannot still let someone in.
 */
export function mayGrant(sender: AdminRole, role: AdminRole): boolean {
  const areas = Object.keys(areaRoles) as AdminArea[];
  return mayUse(sender, 'accounts') && areas.every((area) => !mayUse(role, area) || mayUse(sender, area));
}

/** An invitation not yet used, withdrawn or expired, as the accounts screen lists it (GET /api/admin/invitations). */
export interface PendingInvitation {
  id: number;
  email: string;
  role: AdminRole;
  /** The sender's username (null if that account no longer exists). */
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
}

/** The languages the admin app speaks (My account chooses one; Korean until then). */
export const adminLocales = ['ko', 'en', 'id'] as const satisfies readonly Locale[];
export type AdminLocale = (typeof adminLocales)[number];

export function isAdminLocale(value: unknown): value is AdminLocale {
  return typeof value === 'string' && (adminLocales as readonly string[]).includes(value);
}
