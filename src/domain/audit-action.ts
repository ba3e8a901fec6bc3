/**
 * What an audit-log line records, the one list the functions write and the admin app labels (its
 * dictionary must name every one). `delete` is an inquiry erased for good; content goes to the trash
 * (`trash`), comes back from it or from an older revision (`restore`), or is purged after 30 days.
 * A draft of an item is saved or discarded apart from the item (`draft_save`, `draft_discard`); `publish`
 * is a scheduled draft made live by the system.
 * A second factor is turned on, off (by its holder) or reset (by an owner); `account_change` is one's
 * own e-mail, language or time zone; `settings_change` an owner's back-office setting; `reminders_on` and
 * `reminders_off` an owner turning someone's morning reminder e-mail on or off.
 * An invitation is sent (`invite`), withdrawn (`invite_withdraw`: by an owner, or with its sender's
 * disabling or demotion), accepted, or refused because it no longer works (`invite_refused`).
 */
export const auditActions = [
  'login', 'login_failed', 'login_locked', 'logout', 'password_change', 'create', 'update', 'delete', 'status', 'export', 'upload', 'trash', 'restore', 'purge', 'draft_save', 'draft_discard', 'publish',
  'invite', 'invite_withdraw', 'invite_refused', 'invite_accepted', 'role_change', 'disable', 'enable', 'session_revoke', 'password_reset',
  'two_factor_on', 'two_factor_off', 'two_factor_reset', 'recovery_codes_new', 'recovery_code_used', 'settings_change', 'account_change',
  'reminders_on', 'reminders_off',
] as const;
export type AuditAction = (typeof auditActions)[number];
