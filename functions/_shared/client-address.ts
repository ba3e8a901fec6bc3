/**
 * One client, as rate limits and sign-in throttles count it, from the address the platform reports
 * (Netlify's `context.ip`, the local server's socket): never from a header the client could send.
 */

function expandIpv6(ip: string): string[] | undefined {
  const parts = ip.split('::');
  if (parts.length > 2) return undefined;
  const split = (part: string | undefined) => (part ? part.split(':') : []);
  const head = split(parts[0]);
  const tail = split(parts[1]);
  const last = parts.length === 2 ? tail : head;
  const dotted = last.at(-1);
  if (dotted?.includes('.')) {
    const octets = dotted.split('.').map(Number);
    if (octets.length !== 4 || octets.some((o) => !Number.isInteger(o) || o < 0 || o > 255)) return undefined;
    const [a = 0, b = 0, c = 0, d = 0] = octets;
    last.splice(-1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
  }
  const missing = 8 - head.length - tail.length;
  if (parts.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...Array<string>(parts.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return undefined;
  return groups.map((g) => g.toLowerCase().padStart(4, '0'));
}

/**
 * What one client is: an IPv4 address, or the /64 network of an IPv6 address (one host usually
 * owns a whole /64). IPv4-mapped IPv6 addresses count as their IPv4 address.
 */
export function clientKey(ip: string | undefined): string {
  const address = (ip ?? '').trim().replace(/%.*$/, '');
  if (/^\d{1,3}(?:\.\d{1,3}){3}$/.test(address)) return address;
  const groups = address.includes(':') ? expandIpv6(address) : undefined;
  if (!groups) return 'unknown';
  if (groups.slice(0, 5).every((g) => g === '0000') && groups[5] === 'ffff') {
    const [hi = 0, lo = 0] = [parseInt(groups[6] ?? '0', 16), parseInt(groups[7] ?? '0', 16)];
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}
