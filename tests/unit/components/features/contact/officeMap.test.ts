import { describe, expect, it } from 'vitest';
import { company } from '#data/company.ts';
import { mapEmbedUrl, mapQuery, mapSearchUrl } from '#components/features/contact/officeMap.ts';

describe('mapQuery', () => {
  it('writes the head office as one geocodable line', () => {
    expect(mapQuery(company.address, 'Indonesia')).toBe(
      'Jl. Jend. Sudirman Kav. 52-53, Sequis Tower Lt. 18, Jakarta Selatan, DKI Jakarta 12190, Indonesia',
    );
  });
  it('skips empty parts', () => {
    expect(mapQuery({ street: 'Jl. Thamrin 1', locality: ' ', region: 'DKI Jakarta', postalCode: '10310' }, '')).toBe(
      'Jl. Thamrin 1, DKI Jakarta 10310',
    );
  });
});

describe('map URLs', () => {
  const query = 'Jl. Jend. Sudirman Kav. 52-53, Jakarta & Co #1';
  it('embeds Google Maps for the encoded address', () => {
    const url = new URL(mapEmbedUrl(query));
    expect(url.origin).toBe('https://www.google.com');
    expect(url.pathname).toBe('/maps');
    expect(url.searchParams.get('q')).toBe(query);
    expect(url.searchParams.get('output')).toBe('embed');
    expect(mapEmbedUrl('a b')).toBe('https://www.google.com/maps?q=a%20b&output=embed');
  });
  it('links to the Google Maps search page', () => {
    const url = new URL(mapSearchUrl(query));
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('query')).toBe(query);
  });
});
