import type { ContactChannels } from '#domain/site-settings/contact.ts';
/**
 * The firm's identity and contact details: the same in every language (translated labels live in
 * the dictionaries). One place to change them.
 */
export const company = {
  legalName: 'PT Nusantara Bridge Consulting',
  email: 'contact@nusantarabridge.co.id',
  /** Displayed with no-break spaces so a number never wraps across lines. */
  phones: [
    { e164: '+622150101234', display: '+62\u00a021\u00a05010\u00a01234' },
    { e164: '+6281188001234', display: '+62\u00a0811\u00a08800\u00a01234' },
  ],
  address: {
    street: 'Jl. Jend. Sudirman Kav. 52-53, Sequis Tower Lt. 18',
    locality: 'Jakarta Selatan',
    region: 'DKI Jakarta',
    postalCode: '12190',
    country: 'ID',
  },
  hours: { opens: '08:00', closes: '17:00', days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], timeZone: 'Asia/Jakarta' },
} as const;

/**
 * The contact channels the site shows until the firm sets its own in the admin's site settings
 * (src/domain/site-settings/contact.ts): the numbers and address above, no messenger channels.
 * Pages and e-mails show the settings (Astro.locals.contact, functions/_shared/site-contact.ts), never
 * these directly.
 */
export const defaultContactChannels: ContactChannels = {
  officePhone: company.phones[0].display.replaceAll('\u00a0', ' '),
  mobilePhone: company.phones[1].display.replaceAll('\u00a0', ' '),
  whatsapp: '',
  kakaoChannel: '',
  street: company.address.street,
  locality: company.address.locality,
  region: company.address.region,
  postalCode: company.address.postalCode,
};
