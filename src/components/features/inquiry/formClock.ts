/**
 * The inquiry form's clock (no React, no schema: the page's own small script loads it). The server
 * times a submission from the signed token it issues (functions/_shared/inquiry/form-token.ts); the
 * token is asked for at the visitor's first touch of the form, not when the island hydrates, so a
 * visitor who typed while React was still on its way is not timed short. The island takes the token
 * this started (ES modules are one instance per page) and starts a new clock after a sent inquiry.
 */
export const TOKEN_ENDPOINT = '/api/contact/token';

/** What counts as starting to fill the form in (the pointer merely passing over it does not). */
const FIRST_TOUCH = ['focusin', 'pointerdown', 'touchstart', 'keydown', 'input'] as const;

const tokens = new WeakMap<Element, Promise<string | undefined>>();

/** The signed start time; without it the inquiry still goes through (the server just can't time it). */
export async function fetchFormToken(fetchFn: typeof fetch = fetch): Promise<string | undefined> {
  try {
    const response = await fetchFn(TOKEN_ENDPOINT, { credentials: 'same-origin', cache: 'no-store' });
    if (!response.ok) return undefined;
    const { token } = (await response.json()) as { token?: unknown };
    return typeof token === 'string' ? token : undefined;
  } catch {
    return undefined;
  }
}

/** The token of the form in `box`, asked for now if the first touch has not asked yet. */
export function formToken(box: Element): Promise<string | undefined> {
  let token = tokens.get(box);
  if (!token) tokens.set(box, (token = fetchFormToken()));
  return token;
}

/** After a sent inquiry the next one is timed afresh. */
export function restartClock(box: Element): void {
  tokens.set(box, fetchFormToken());
}

/** Starts the clock of the form in `box` at the visitor's first touch. */
export function startClockOnFirstTouch(box: Element): void {
  const start = () => {
    for (const type of FIRST_TOUCH) box.removeEventListener(type, start);
    void formToken(box);
  };
  for (const type of FIRST_TOUCH) box.addEventListener(type, start, { passive: true });
}
