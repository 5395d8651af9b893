import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';

/**
 * The specs' `test`: Playwright's, with the contexts a test opens itself (`browser.newContext()`,
 * a second voter) closed when it ends. Playwright closes only its own `context` fixture; the others
 * would stay open for the rest of the worker, their pages and live sockets still running under later
 * tests, and a failure's page snapshot could come from an earlier test's page. Closing a context
 * first saves its trace and failure screenshots, so nothing is lost.
 */
export const test = base.extend<{ closeOwnContexts: void }>({
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(browser.contexts().filter((context) => !before.has(context)).map((context) => context.close()));
    },
    { auto: true },
  ],
});
