import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

import { THEMES } from "../support/themes";
import { content } from "./built-content";
import { gotoHydrated } from "./navigation";

const { loanForm, loanToasts, cvPage } = content;

const HYDRATED_PAGES = ["/", "/projects/loan-predict"] as const;
const toggle = (page: Page) => page.getByRole("button", { name: "Dark theme" });
const theme = (page: Page) => page.locator("html");

/** A colour as the screen shows it: 0 is black, 255 white (the mean of its sRGB channels). */
function lightness(page: Page, selector: string, property: "backgroundColor" | "color") {
  return page.evaluate(
    ([selector, property]) => {
      const context = document.createElement("canvas").getContext("2d")!;
      context.fillStyle = getComputedStyle(document.querySelector(selector)!)[property];
      context.fillRect(0, 0, 1, 1);
      const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
      return (r! + g! + b!) / 3;
    },
    [selector, property] as const,
  );
}

const backgroundLightness = (page: Page) => lightness(page, "body", "backgroundColor");

test.describe("theme: the system setting decides until the visitor does", () => {
  for (const colorScheme of THEMES) {
    test(`a ${colorScheme} system gives the ${colorScheme} theme on every page`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      for (const path of [...HYDRATED_PAGES, cvPage.path, "/no/such/page"]) {
        await page.goto(path);
        await expect(theme(page), path).toHaveAttribute("data-theme", colorScheme);
        const lightness = await backgroundLightness(page);
        if (colorScheme === "dark") expect(lightness, path).toBeLessThan(60);
        else expect(lightness, path).toBeGreaterThan(240);
      }
    });
  }

  test("follows the system setting as it changes, until a choice is made", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await gotoHydrated(page, "/");
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(theme(page)).toHaveAttribute("data-theme", "dark");
    await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");

    await toggle(page).click();
    await expect(theme(page)).toHaveAttribute("data-theme", "light");
    await page.emulateMedia({ colorScheme: "light" });
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(theme(page)).toHaveAttribute("data-theme", "light");
  });
});

test.describe("theme: the toggle", () => {
  for (const path of HYDRATED_PAGES) {
    test(`on ${path} switches at once, and a reload keeps the choice`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: "light" });
      await gotoHydrated(page, path);
      await expect(toggle(page)).toHaveAttribute("aria-pressed", "false");

      await toggle(page).click();
      await expect(theme(page)).toHaveAttribute("data-theme", "dark");
      await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");
      expect(await backgroundLightness(page)).toBeLessThan(60);

      await page.reload();
      await expect(theme(page)).toHaveAttribute("data-theme", "dark");
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");

      await toggle(page).press("Enter");
      await expect(theme(page)).toHaveAttribute("data-theme", "light");
      await page.reload();
      await expect(theme(page)).toHaveAttribute("data-theme", "light");
    });
  }

  test("is in the navbar on a phone too, beside the menu button", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/");
    await expect(page.getByRole("banner").getByRole("button", { name: "Dark theme" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  });

  test("a choice made on one page holds on the others, the CV included", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await gotoHydrated(page, "/projects/loan-predict");
    await toggle(page).click();
    await expect(theme(page)).toHaveAttribute("data-theme", "light");
    for (const path of ["/", cvPage.path, "/no/such/page"]) {
      await page.goto(path);
      await expect(theme(page), path).toHaveAttribute("data-theme", "light");
    }
  });

  test("still switches the page where storage is refused", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
      });
    });
    await page.emulateMedia({ colorScheme: "dark" });
    await gotoHydrated(page, "/");
    await expect(theme(page)).toHaveAttribute("data-theme", "dark");
    await toggle(page).click();
    await expect(theme(page)).toHaveAttribute("data-theme", "light");
    expect(errors).toEqual([]);
  });
});

test.describe("theme: no flash of the other theme", () => {
  for (const path of [...HYDRATED_PAGES, cvPage.path]) {
    test(`${path} paints a stored choice before any script file could run`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: "light" });
      await page.goto(path);
      await page.evaluate(() => localStorage.setItem("theme", "dark"));
      // No script file at all: only the inline script in <head> can have set the theme.
      const scripts: string[] = [];
      await page.route(/\.js(\?|$)/, (route) => {
        scripts.push(route.request().url());
        return route.abort();
      });
      await page.goto(path, { waitUntil: "commit" });
      await page.waitForSelector("body", { state: "attached" });
      await expect(theme(page)).toHaveAttribute("data-theme", "dark");
      expect(await backgroundLightness(page)).toBeLessThan(60);
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    });
  }

  test("the inline script is allowed by the CSP on every page, in both themes", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    for (const colorScheme of THEMES) {
      await page.emulateMedia({ colorScheme });
      for (const path of [...HYDRATED_PAGES, cvPage.path, "/no/such/page"]) {
        await page.goto(path);
        await expect(theme(page), path).toHaveAttribute("data-theme", colorScheme);
      }
    }
    expect(violations).toEqual([]);
  });
});

test("toasts take the page's theme", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await gotoHydrated(page, "/projects/loan-predict");
  await page.getByRole("button", { name: loanForm.predictButton, exact: true }).click();
  await expect(page.getByText(loanToasts.missing.title)).toBeVisible();
  await expect(page.locator("[data-sonner-toaster]")).toHaveAttribute("data-sonner-theme", "dark");

  await toggle(page).click();
  await expect(page.locator("[data-sonner-toaster]")).toHaveAttribute("data-sonner-theme", "light");
});

test("the CV prints light whatever the theme", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto(cvPage.path);
  await expect(theme(page)).toHaveAttribute("data-theme", "dark");
  expect(await backgroundLightness(page)).toBeLessThan(60);
  expect(await lightness(page, "h1", "color")).toBeGreaterThan(200);
  await page.emulateMedia({ media: "print", colorScheme: "dark" });
  expect(await backgroundLightness(page)).toBeGreaterThan(240);
  expect(await lightness(page, "h1", "color")).toBeLessThan(60);
});

for (const colorScheme of THEMES) {
  test(`the 404 page has no axe violations in the ${colorScheme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto("/no/such/page");
    await expect(theme(page)).toHaveAttribute("data-theme", colorScheme);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
}
