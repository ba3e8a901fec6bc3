/**
 * The firm's identity and contact details: the same in every language (translated labels live in
 * the dictionaries). One place to change them.
 */
export const company = {
  legalName: 'PT Nusantara Bridge Consulting',
  foundedYear: 2003,
  email: 'contact@nusantarabridge.co.id',
  phones: [
    { e164: '+622150101234', display: '+62 21 5010 1234' },
    { e164: '+6281188001234', display: '+62 811 8800 1234' },
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
