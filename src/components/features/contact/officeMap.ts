/**
 * Links to the head office on Google Maps. Nothing here is requested on load: the embed URL is only
 * put into an iframe after the visitor asks for the map, and the search link opens in a new tab.
 */
export interface PostalAddress {
  readonly street: string;
  readonly locality: string;
  readonly region: string;
  readonly postalCode: string;
}

/** One line Google Maps can geocode: "street, locality, region postalCode, country". */
export function mapQuery(address: PostalAddress, countryName: string): string {
  return [address.street, address.locality, `${address.region} ${address.postalCode}`, countryName]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(', ');
}

/** The embeddable map (for an iframe's src). */
export function mapEmbedUrl(query: string): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`;
}

/** The full Google Maps page for the same place (a link that opens in a new tab). */
export function mapSearchUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
