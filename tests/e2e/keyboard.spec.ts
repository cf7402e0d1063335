import { expect, type Page, test } from "@playwright/test";

import { gotoHydrated } from "./navigation";

/** Tabs through the page once, noting each control that takes focus and whether its focus can be seen. */
async function tabThrough(page: Page, limit: number) {
  const visited: { key: string; visible: boolean }[] = [];
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const ring = style.boxShadow !== "none" || (style.outlineStyle !== "none" && style.outlineWidth !== "0px");
      const label = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40) ?? "";
      const position = [...document.querySelectorAll("*")].indexOf(element);
      const key = `${position} ${element.tagName.toLowerCase()} ${label}`;
      return { key, visible: ring };
    });
    if (!focused) break;
    if (visited.some((entry) => entry.key === focused.key)) break; // wrapped around
    visited.push(focused);
  }
  return visited;
}

/** Every control a visitor can see and use: the set keyboard focus must reach. */
function visibleControls(page: Page) {
  return page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLElement>("a[href], button:not([disabled]), input, select, textarea")].filter(
        (element) => element.checkVisibility({ visibilityProperty: true }) && !element.closest("[inert]"),
      ).length,
  );
}

/**
 * Scrolls through the page and back, and waits until every island (lib/islands/island.tsx) has its code and the page is
 * idle: the controls counted are then those Tab meets
 * (the contact form's note for readers without scripts, with its link, goes once the form has hydrated).
 */
async function loadEverySection(page: Page) {
  // Less than a screen at a time: an island loads its code as it comes within a screen of the viewport.
  for (let top = 0; top < (await page.evaluate(() => document.body.scrollHeight)); top += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), top);
    await page.waitForTimeout(50);
  }
  await page.waitForFunction(() =>
    [...document.querySelectorAll("[data-island] > *")].every((block) =>
      Object.keys(block).some((key) => key.startsWith("__react")),
    ),
  );
  // An island has its keys from the hydrating commit, but what its effects change comes in a later task
  // (the form's note goes in a re-render its useSyncExternalStore asks for): wait for the page to be idle.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await page.evaluate(() => window.scrollTo(0, 0));
  // Back at the top, the back-to-top button hides (inert) as the scroll event comes, before the next frame: count
  // the controls after it, or that button is counted and Tab rightly never reaches it.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

for (const path of ["/", "/projects/loan-predict"]) {
  test.describe(`keyboard only on ${path}`, () => {
    test("the first Tab offers a visible skip link that jumps to the content", async ({ page }) => {
      await gotoHydrated(page, path);
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to content" });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/#main$/);
      await expect(page.locator("#main")).toBeInViewport();
    });

    test("every control is reachable with Tab and shows where focus is", async ({ page }) => {
      // Every section loads its code first.
      test.slow();
      await gotoHydrated(page, path);
      await loadEverySection(page);
      const controls = await visibleControls(page);
      const visited = await tabThrough(page, controls + 5);
      expect(visited.length).toBeGreaterThanOrEqual(controls);
      expect(visited.filter((entry) => !entry.visible).map((entry) => entry.key)).toEqual([]);
    });
  });
}

test("the mobile menu works without a mouse", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await gotoHydrated(page, "/");
  const toggle = page.getByRole("button", { name: "Open menu" });
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Home", exact: true }).last()).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#about$/);
  await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
});
