/** How `npm run build` tells a build on Netlify's build system from one anywhere else. */
import { describe, expect, it } from 'vitest';
import { onNetlifyBuild } from '#scripts/build.ts';

describe('a build on Netlify', () => {
  it('is one with NETLIFY=true, which Netlify sets in every build', () => {
    expect(onNetlifyBuild({ NETLIFY: 'true' })).toBe(true);
  });

  it('is one with a deploy context, build id and deploy id, even without NETLIFY', () => {
    expect(onNetlifyBuild({ CONTEXT: 'production', BUILD_ID: 'b', DEPLOY_ID: 'd' })).toBe(true);
  });

  it('is not a build on a developer machine or in CI', () => {
    expect(onNetlifyBuild({})).toBe(false);
    expect(onNetlifyBuild({ NETLIFY: 'false', CI: 'true' })).toBe(false);
    expect(onNetlifyBuild({ BUILD_ID: 'b', DEPLOY_ID: 'd' })).toBe(false);
    expect(onNetlifyBuild({ CONTEXT: 'deploy-preview' })).toBe(false);
  });

  it('is not `netlify build` on a developer machine, which the CLI marks NETLIFY_LOCAL', () => {
    expect(onNetlifyBuild({ NETLIFY_LOCAL: 'true', CONTEXT: 'production', BUILD_ID: '0', DEPLOY_ID: '0' })).toBe(false);
  });
});
