/** The end-to-end tests drive Chromium's headless shell when the machine has it. */
import { describe, expect, it } from 'vitest';
import { testChromium } from '#tests/e2e/browser.ts';

const only = (...present: string[]) => (path: string) => present.includes(path);

describe('testChromium', () => {
  it('takes the headless shell over the full browser when both are installed', () => {
    expect(testChromium({}, only('/usr/bin/chromium', '/usr/bin/chromium-headless-shell'))).toBe('/usr/bin/chromium-headless-shell');
  });
  it('falls back to the full browser', () => {
    expect(testChromium({}, only('/usr/bin/chromium'))).toBe('/usr/bin/chromium');
  });
  it('names the headless shell when neither is installed, so the launch error says what to install', () => {
    expect(testChromium({}, only())).toBe('/usr/bin/chromium-headless-shell');
  });
  it('uses CHROMIUM_PATH when set', () => {
    expect(testChromium({ CHROMIUM_PATH: '/opt/chrome/chrome' }, only('/usr/bin/chromium-headless-shell'))).toBe('/opt/chrome/chrome');
  });
});
