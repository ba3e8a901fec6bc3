import { describe, expect, it } from 'vitest';
import { parseNetlifyConfig } from '../../../scripts/local-server/netlify-config.ts';

describe('parseNetlifyConfig', () => {
  it('reads redirects with defaults (status 301, not forced)', () => {
    const { redirects } = parseNetlifyConfig('[[redirects]]\nfrom = "/a"\nto = "/b"\n', () => {});
    expect(redirects).toHaveLength(1);
    expect(redirects[0]).toMatchObject({ from: '/a', to: '/b', status: 301, force: false, query: {}, conditions: {} });
  });

  it('normalizes condition names and language tags', () => {
    const { redirects } = parseNetlifyConfig(
      '[[redirects]]\nfrom = "/"\nto = "/en/"\nstatus = 302\nforce = true\nconditions = { language = ["en_US", "ID"], Cookie = "nf_lang" }\n',
      () => {},
    );
    expect(redirects[0]?.conditions).toEqual({ languages: ['en-us', 'id'], cookies: ['nf_lang'] });
  });

  it('skips invalid rules with one log line each and keeps the valid ones', () => {
    const lines: string[] = [];
    const { redirects, headers } = parseNetlifyConfig(
      `
[[redirects]]
from = "/ok"
to = "/fine"

[[redirects]]
to = "/missing-from"

[[redirects]]
from = "/x"
to = "/y"
status = "301"

[[headers]]
for = "/*"
[headers.values]
"Bad Name" = "x"
`,
      (line) => lines.push(line),
    );
    expect(redirects.map((r) => r.from)).toEqual(['/ok']);
    expect(headers).toHaveLength(0);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/\[\[redirects\]\] #2/);
  });

  it('throws on invalid TOML so a caller can keep its previous rules', () => {
    expect(() => parseNetlifyConfig('[[redirects]\nfrom=', () => {})).toThrow();
  });
});
