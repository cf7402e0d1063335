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

/**
 * Waits until every CSS transition on the page has ended: a section revealed a moment ago is still fading in
 * (app.css, `.reveal`), and an accessibility check made meanwhile measures the contrast of half-transparent
 * text. (Endless animations, such as the hero's particles, are not transitions and are left running.)
 */
export async function transitionsEnded(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => {})),
    ),
  );
}
