/** The contact channels form's plain logic: its fields in order, and what another administrator saved differently. */
import { CONTACT_FIELDS, type ContactChannels, type ContactField } from '#domain/site-settings/contact.ts';

/** The fields in the order the form shows them, each with the hint under it (if any). */
export const CONTACT_FORM_FIELDS: readonly { field: ContactField; hint?: 'phoneHint' | 'kakaoHint'; autoComplete: string; type: 'tel' | 'text' }[] = [
  { field: 'officePhone', hint: 'phoneHint', autoComplete: 'off', type: 'tel' },
  { field: 'mobilePhone', hint: 'phoneHint', autoComplete: 'off', type: 'tel' },
  { field: 'whatsapp', hint: 'phoneHint', autoComplete: 'off', type: 'tel' },
  { field: 'kakaoChannel', hint: 'kakaoHint', autoComplete: 'off', type: 'text' },
  { field: 'street', autoComplete: 'off', type: 'text' },
  { field: 'locality', autoComplete: 'off', type: 'text' },
  { field: 'region', autoComplete: 'off', type: 'text' },
  { field: 'postalCode', autoComplete: 'off', type: 'text' },
];

/** The fields where `theirs` (saved meanwhile by someone else) differs from what this person typed. */
export function differingFields(typed: ContactChannels, theirs: ContactChannels): ContactField[] {
  return CONTACT_FIELDS.filter((field) => typed[field].trim() !== theirs[field]);
}
