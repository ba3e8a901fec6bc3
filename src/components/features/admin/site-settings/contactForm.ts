/** The contact channels form's plain logic: its fields in order, and what another administrator saved differently. */
import { CONTACT_FIELDS, type ContactChannels, type ContactField } from '#domain/site-settings/contact.ts';

/** The fields in the order the form shows them, each with the hint under it (if any). */
export const CONTACT_FORM_FIELDS: readonly { field: ContactField; hint?: 'phoneHint' | 'kakaoHint'; type: 'tel' | 'text' }[] = [
  { field: 'officePhone', hint: 'phoneHint', type: 'tel' },
  { field: 'mobilePhone', hint: 'phoneHint', type: 'tel' },
  { field: 'whatsapp', hint: 'phoneHint', type: 'tel' },
  { field: 'kakaoChannel', hint: 'kakaoHint', type: 'text' },
  { field: 'street', type: 'text' },
  { field: 'locality', type: 'text' },
  { field: 'region', type: 'text' },
  { field: 'postalCode', type: 'text' },
];

/** The fields where `theirs` (saved meanwhile by someone else) differs from what this person typed. */
export function differingFields(typed: ContactChannels, theirs: ContactChannels): ContactField[] {
  return CONTACT_FIELDS.filter((field) => typed[field].trim() !== theirs[field]);
}
