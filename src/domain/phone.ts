/** A `tel:` address: digits and a leading plus only (spaces, dashes and brackets are for reading). */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}
