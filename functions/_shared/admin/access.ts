/**
 * The one declaration of which part of the back office each admin route belongs to (its area says
 * which roles may use it: src/domain/admin-access.ts). `adminRoute` takes its name from this table,
 * so a route missing here does not compile, and the role x route matrix test walks every route the
 * bundler would deploy.
 */
import type { AdminArea } from '#domain/admin-access.ts';

export const adminRouteAreas = {
  // Signing in needs no account yet: every role passes.
  'admin-login': 'self',
  'admin-logout': 'self',
  'admin-me': 'self',
  'admin-password': 'self',
  'admin-dashboard': 'self',
  'admin-sessions': 'self',
  'admin-session': 'self',
  'admin-notices': 'content',
  'admin-notice': 'content',
  'admin-faqs': 'content',
  'admin-faq': 'content',
  'admin-csr-posts': 'content',
  'admin-csr-post': 'content',
  'admin-uploads': 'content',
  // The media library: the uploads above, with their alt text and where they are used.
  'admin-media': 'content',
  'admin-media-item': 'content',
  'admin-revisions': 'content',
  'admin-trash': 'content',
  'admin-drafts': 'content',
  // What is left of the first-run samples before launch: the people who make the site clear them.
  'admin-launch-readiness': 'content',
  'admin-contacts': 'inquiries',
  'admin-contact': 'inquiries',
  'admin-contacts-export': 'inquiries',
  'admin-contacts-exports': 'inquiries',
  'admin-contact-history': 'inquiries',
  'admin-desk': 'inquiries',
  'admin-privacy': 'inquiries',
  'admin-contact-reply': 'inquiries',
  'admin-contact-reply-resend': 'inquiries',
  // Whether mail goes out concerns whoever answers inquiries; trying the settings with a test mail is the owners'.
  'admin-mail-health': 'inquiries',
  'admin-mail-test': 'accounts',
  // Whoever replies to inquiries keeps the reply templates.
  'admin-reply-templates': 'inquiries',
  'admin-reply-template': 'inquiries',
  // The visitor figures: the people who make the site read how it is used; staff see the desk's figures only.
  'admin-analytics': 'content',
  'admin-audit': 'audit',
  // Mail that reached the desk address but names no inquiry may be anyone's about anything: owners read it.
  'admin-inbound-mail': 'audit',
  'admin-accounts': 'accounts',
  'admin-account': 'accounts',
  'admin-invitations': 'accounts',
  // Accepting an invitation needs no account yet (auth: false); the token is the credential.
  'admin-invite': 'self',
  // Resetting a forgotten password needs no session either: the e-mailed one-time token is the credential.
  'admin-password-reset': 'self',
  'admin-password-reset-token': 'self',
  'admin-two-factor': 'self',
  'admin-two-factor-setup': 'self',
  'admin-recovery-codes': 'self',
  'admin-preferences': 'self',
  'admin-account-two-factor': 'accounts',
  'admin-settings': 'accounts',
  'admin-site-settings': 'settings',
  'admin-site-settings-facts-draft': 'settings',
  // The public pages' texts: the Pages tab's own area, so a role can be given the pages apart from the boards.
  'admin-pages': 'pages',
  'admin-page-preview': 'pages',
  'admin-page-address': 'pages',
} as const satisfies Record<string, AdminArea>;

export type AdminRouteName = keyof typeof adminRouteAreas;

/**
 * While the owner requires a second factor and the signed-in account has none, these are the only
 * routes it may use (the others answer 403 with reason 'two_factor_setup'): seeing who it is,
 * signing out, and setting one up.
 */
export const setupOnlyRoutes: ReadonlySet<AdminRouteName> = new Set(['admin-me', 'admin-logout', 'admin-two-factor', 'admin-two-factor-setup']);
