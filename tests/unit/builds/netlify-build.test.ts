/** How `npm run build` tells a build on Netlify's build system from one anywhere else. */
import { describe, expect, it } from 'vitest';
import { onNetlifyBuild } from '#scripts/build.ts';

describe('a build on Netlify', () => {
  it('is one with NETLIFY=true, which Netlify sets in every build', () => {
    expect(onNetlifyBuild({ NETLIFY: 'true' })).toBe(true);
  });

  it('is one with a Netlify build and deploy id, even without NETLIFY', () => {
    expect(onNetlifyBuild({ BUILD_ID: 'b', DEPLOY_ID: 'd' })).toBe(true);
  });

  it('is not a build on a developer machine or in CI', () => {
    expect(onNetlifyBuild({})).toBe(false);
    expect(onNetlifyBuild({ NETLIFY: 'false', CI: 'true' })).toBe(false);
    expect(onNetlifyBuild({ BUILD_ID: 'only-one' })).toBe(false);
  });
});
