/**
 * The font families the site may name without shipping them: faces every visitor's system of that
 * kind has, by platform. A family outside this list and without an @font-face of the site's own is a
 * font named in vain (it falls through to whatever comes next, differently on every device).
 */
export const SYSTEM_FONTS: Readonly<Record<string, string>> = {
  'Apple SD Gothic Neo': 'macOS, iOS: Korean',
  'Hiragino Sans': 'macOS, iOS: Japanese',
  'Hiragino Kaku Gothic ProN': 'macOS, iOS: Japanese (older name)',
  'Hiragino Sans GB': 'macOS: Simplified Chinese',
  'PingFang SC': 'macOS, iOS: Simplified Chinese',
  'Helvetica Neue': 'macOS, iOS: Latin',
  '-apple-system': 'Safari: the system UI face',
  'Malgun Gothic': 'Windows: Korean',
  'Yu Gothic UI': 'Windows: Japanese (UI)',
  'Yu Gothic': 'Windows: Japanese',
  Meiryo: 'Windows: Japanese (before Windows 10)',
  'Microsoft YaHei': 'Windows: Simplified Chinese',
  'Segoe UI': 'Windows: Latin',
  Arial: 'Windows, macOS: Latin',
  Roboto: 'Android, ChromeOS: Latin',
  'Noto Sans': 'Android, ChromeOS, Linux: Latin',
  'Noto Sans CJK KR': 'Android, ChromeOS, Linux (fonts-noto-cjk): Korean',
  'Noto Sans CJK SC': 'Android, ChromeOS, Linux (fonts-noto-cjk): Simplified Chinese',
  'Noto Sans CJK JP': 'Android, ChromeOS, Linux (fonts-noto-cjk): Japanese',
  // Tailwind's default stacks for system UI, serif, monospace and emoji text.
  BlinkMacSystemFont: 'Chromium on macOS: the system UI face',
  Georgia: 'Windows, macOS: serif',
  Cambria: 'Windows: serif',
  'Times New Roman': 'Windows, macOS: serif',
  Times: 'macOS: serif',
  'SFMono-Regular': 'macOS: monospace',
  Menlo: 'macOS: monospace',
  Monaco: 'macOS: monospace',
  Consolas: 'Windows: monospace',
  'Liberation Mono': 'Linux: monospace',
  'Courier New': 'Windows, macOS: monospace',
  'Apple Color Emoji': 'macOS, iOS: emoji',
  'Segoe UI Emoji': 'Windows: emoji',
  'Segoe UI Symbol': 'Windows: symbols',
  'Noto Color Emoji': 'Android, ChromeOS, Linux: emoji',
};

/** CSS generic families and keywords: always available. */
const GENERIC = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui', 'ui-sans-serif', 'ui-serif', 'ui-monospace', 'ui-rounded', 'math', 'emoji', 'fangsong', 'inherit', 'initial', 'unset', 'revert', 'revert-layer']);

/**
 * The families named in font-family declarations and the family custom properties (--font-sans,
 * --font-heading, Tailwind's --default-font-family; not --font-weight-* and the like) of the CSS.
 * The `font` shorthand is not read: the site's CSS sets families with font-family only.
 */
export function namedFontFamilies(css: string): Set<string> {
  const named = new Set<string>();
  for (const [, value] of css.matchAll(/(?:font-family|--font-(?!weight|size|feature|variation)[\w-]+|--default-(?:mono-)?font-family)\s*:\s*([^;}]+)/g)) {
    // var(--x, a, b) names a and b as its fallback.
    for (const raw of value!.replace(/var\(--[\w-]+\s*,?/g, '').replace(/[()]/g, '').split(',')) {
      const family = raw.trim().replace(/^["']|["']$/g, '');
      if (family && !GENERIC.has(family.toLowerCase())) named.add(family);
    }
  }
  return named;
}

/** Families named in the CSS that are neither system fonts (SYSTEM_FONTS) nor shipped by an @font-face of the site. */
export function fontsNamedInVain(css: string): string[] {
  // Family names match without regard to case (CSS Fonts 4, 5.1).
  const shipped = new Set([...css.matchAll(/@font-face\s*{[^}]*font-family\s*:\s*["']?([^;"'}]+)/g)].map((m) => m[1]!.trim().toLowerCase()));
  const system = new Set(Object.keys(SYSTEM_FONTS).map((name) => name.toLowerCase()));
  return [...namedFontFamilies(css)].filter((family) => !system.has(family.toLowerCase()) && !shipped.has(family.toLowerCase()));
}
