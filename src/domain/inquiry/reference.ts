/**
 * The reference a visitor quotes: `NB-2026-7KQ4MX`, the firm's initials, the year it arrived (in the
 * firm's time zone) and six characters of Crockford's base32 (no I, L, O or U, so it reads over the
 * phone). Random, so it does not tell how many inquiries the firm gets; drawn by the database
 * (migration 20261125070000_inquiry_public_reference) and unique by its index (a collision, about
 * one in a billion per year, is drawn again by the writer). The uuid of a submission stays internal:
 * it is the idempotency key.
 */
export const REFERENCE_PATTERN = /^NB-[0-9]{4}-[0-9A-HJKMNP-TV-Z]{6}$/;

/**
 * The reference in a search as a person may type it ("nb-2026-7kq4mx", "2026 7KQ4MX", "7kq4mx", with
 * O for 0 or I, L for 1): its canonical form or part, or undefined when the text cannot be one.
 */
export function referenceQuery(text: string): string | undefined {
  const compact = text.trim().toUpperCase().replace(/[\s-]/g, '');
  const match = /^(?:NB)?([0-9]{4})?([0-9A-Z]{4,6})$/.exec(compact);
  if (!match) return undefined;
  const code = match[2]!.replace(/O/g, '0').replace(/[IL]/g, '1');
  if (/[U]/.test(code)) return undefined;
  return match[1] ? `NB-${match[1]}-${code}` : code;
}
