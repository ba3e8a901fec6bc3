/**
 * The firm's identity and contact details: the same in every language (translated labels live in
 * the dictionaries). One place to change them.
 */
export const company = {
  legalName: 'PT Nusantara Bridge Consulting',
  foundedYear: 2003,
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
