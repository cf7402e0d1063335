import type { Page } from "@playwright/test";

/**
 * Opens a page and waits until React has hydrated it (root.tsx marks <html data-hydrated>): the
 * scripts load only after the first paint, so a click any sooner would meet the static page.
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  return response;
}
