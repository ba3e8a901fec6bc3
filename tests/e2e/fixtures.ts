/**
 * Playwright's `test` and `expect` for every spec, with one change: the API calls a test makes itself
 * (`page.request`, `context.request`, the `request` fixture) are sent once more when a reused keep-alive
 * connection was reset before any answer.
 *
 * Why: the server closes a connection idle past its keep-alive timeout, and a request sent on it at that
 * moment meets a reset (ECONNRESET, "socket hang up"). Browsers send such a request again on a new
 * connection; Playwright's API client keeps idle connections without a limit and does not, so on a busy
 * machine a test that waits about the timeout between two calls fails for no fault of the site.
 * Playwright retries only ECONNRESET, so an answer the server did give is never repeated.
 */
import { test as base, type APIRequestContext } from '@playwright/test';

export { expect, type APIRequestContext, type Browser, type Locator, type Page, type Request } from '@playwright/test';

const RETRIES_ON_RESET = 1;

export function retryingResets(api: APIRequestContext): APIRequestContext {
  const fetch = api.fetch.bind(api);
  // get/post/put/patch/delete/head all call this.fetch, so one wrapper covers them.
  api.fetch = (urlOrRequest, options = {}) => fetch(urlOrRequest, { maxRetries: RETRIES_ON_RESET, ...options });
  return api;
}

export const test = base.extend<object, object>({
  // Every context goes through browser.newContext: those a test opens itself (a second user, a visitor)
  // and Playwright's own `context` fixture (its context factory calls it on this fixture).
  browser: [async ({ browser }, use) => {
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (options) => {
      const context = await newContext(options);
      retryingResets(context.request);
      return context;
    };
    await use(browser);
  }, { scope: 'worker' }],
  request: async ({ request }, use) => {
    await use(retryingResets(request));
  },
});
