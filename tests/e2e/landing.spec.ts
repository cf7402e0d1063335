import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

import { escapeHtml } from "../support/escape-html";
import { THEMES } from "../support/themes";
import { content } from "./built-content";
import { gotoHydrated, transitionsEnded } from "./navigation";

const { aboutContent, profile, stats, timeline } = content;

const SECTION_IDS = ["hero", "about", "skills", "projects", "contact"];
const { greeting, taglines } = profile;

async function scrollWindowTo(page: Page, top: number) {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
}

/**
 * Scrolls through the page, as a reader would, until React has hydrated every island (lib/islands/island.tsx): each
 * island's content is tagged with React's fibers once its own root has taken it over.
 */
async function hydrateEveryIsland(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let top = 0; top < height; top += 400) {
    await scrollWindowTo(page, top);
    await page.waitForTimeout(50);
  }
  await page.waitForFunction(() =>
    [...document.querySelectorAll("[data-island]")].every((island) => {
      const first = island.firstElementChild;
      return !!first && Object.keys(first).some((key) => key.startsWith("__reactFiber"));
    }),
  );
}

// The visible greeting: every character is laid out; typing flips data-shown on each in turn.
const typedGreeting = (page: Page) => page.locator('[data-slot="typed"]');
const untypedCharacters = (page: Page) => page.locator('[data-slot="typed"] [data-shown="false"]');
const movingParticles = (page: Page) =>
  page.evaluate(
    () => [...document.querySelectorAll("[data-particle]")].filter((p) => p.getAnimations().length > 0).length,
  );
const tagline = (page: Page) => page.locator('[data-slot="tagline"]');

test.describe("landing page: prerendered HTML", () => {
  test("holds every section and the footer before any script runs", async ({ request }) => {
    const html = await (await request.get("/")).text();
    for (const id of SECTION_IDS) expect(html, `#${id}`).toContain(`id="${id}"`);
    expect(html).toMatch(/<footer[\s>]/);
    expect(html).toContain(escapeHtml(aboutContent.title));
    for (const stat of stats) expect(html).toContain(escapeHtml(stat.value));
    for (const line of taglines) expect(html).toContain(escapeHtml(line));
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("reads in full and its links still reach the sections", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(greeting);
      await expect(typedGreeting(page)).toHaveText(greeting);
      await expect(untypedCharacters(page)).toHaveCount(0);
      await expect(typedGreeting(page)).toHaveCSS("opacity", "1");
      for (const id of SECTION_IDS) await expect(page.locator(`#${id}`), `#${id}`).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: aboutContent.title })).toBeVisible();
      for (const entry of timeline) await expect(page.getByText(entry.description)).toBeVisible();
      await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()} ${profile.name}`);

      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true }).click();
      await expect(page).toHaveURL(/#about$/);
      await expect(page.getByRole("heading", { level: 2, name: aboutContent.title })).toBeInViewport();
    });
  });

  test("runs no React Router, and hydrates each island without a mismatch", async ({ page }) => {
    const problems: string[] = [];
    const scripts: string[] = [];
    page.on("pageerror", (error) => problems.push(error.message));
    page.on("console", (message) => {
      if (/hydrat|Minified React error|No (island|behaviour) called/i.test(message.text()))
        problems.push(message.text());
    });
    page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
    await gotoHydrated(page, "/");
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    await hydrateEveryIsland(page);
    await page.waitForTimeout(500);
    expect(problems).toEqual([]);
    expect(scripts.filter((url) => /\/(router|root|home)-[\w-]{8}\.js$/.test(url))).toEqual([]);
  });
});

test.describe("landing page: behaviour", () => {
  test("the navbar turns translucent past 50px of scroll", async ({ page }) => {
    await gotoHydrated(page, "/");
    const header = page.getByRole("banner");
    await scrollWindowTo(page, 40);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await scrollWindowTo(page, 60);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect(header).toHaveCSS("backdrop-filter", /blur/);
    await scrollWindowTo(page, 40);
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("the back-to-top button appears past 600px and returns to the top", async ({ page }) => {
    await gotoHydrated(page, "/");
    const button = page.getByRole("button", { name: "Back to top", includeHidden: true });
    await scrollWindowTo(page, 500);
    await expect(button).toBeHidden();
    await expect(button).toHaveAttribute("inert");
    await scrollWindowTo(page, 700);
    await expect(button).toBeVisible();

    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test("with motion allowed, the greeting is typed out and the tagline cycles", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect.poll(() => untypedCharacters(page).count()).toBeGreaterThan(0);
    // One character every 100ms, however long the owner's greeting, and a margin for a loaded machine.
    await expect(untypedCharacters(page)).toHaveCount(0, { timeout: greeting.length * 100 + 3_000 });
    await expect(typedGreeting(page)).toHaveText(greeting);
    await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(greeting);
    await expect(tagline(page)).toHaveText(taglines[1 % taglines.length]!, { timeout: 6_000 });
    await expect(page.locator("[data-particle]")).toHaveCount(20);
    await expect.poll(() => movingParticles(page)).toBe(20);
  });

  test("under reduced motion the full greeting shows at once and nothing moves", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await gotoHydrated(page, "/");
    await expect(typedGreeting(page)).toHaveText(greeting);
    await expect(untypedCharacters(page)).toHaveCount(0);
    await expect(typedGreeting(page)).toHaveCSS("opacity", "1");

    await page.clock.runFor(8_000);
    await expect(untypedCharacters(page)).toHaveCount(0);
    await expect(tagline(page)).toHaveText(taglines[0]);
    await expect(tagline(page)).toHaveAttribute("data-phase", "show");
    await expect(page.locator('[data-particle][data-animated="false"]')).toHaveCount(20);
    expect(await movingParticles(page)).toBe(0);
  });
});

test.describe("landing page: mobile menu", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens, and choosing a link scrolls to the section and closes it", async ({ page }) => {
    await gotoHydrated(page, "/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    const link = menu.getByRole("link", { name: "About" });
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);

    await link.click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("heading", { level: 2, name: aboutContent.title })).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  });
});

// Both themes: the system setting chooses one when the visitor has not (lib/theme/theme-script.ts).
for (const colorScheme of THEMES) {
  test.describe(`landing page: accessibility, ${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test("has no axe violations once every section has been revealed", async ({ page }) => {
      await gotoHydrated(page, "/");
      await expect(page.locator("html")).toHaveAttribute("data-theme", colorScheme);
      await hydrateEveryIsland(page);
      // A section whose code arrived after the scroll had passed it reveals when it is seen again, as for a
      // person scrolling back: bring each one still hidden into view until none is left.
      const hidden = page.locator('.reveal[data-revealed="false"]');
      await expect
        .poll(
          async () => {
            const count = await hidden.count();
            if (count > 0) await hidden.first().scrollIntoViewIfNeeded();
            return count;
          },
          { timeout: 15_000 },
        )
        .toBe(0);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await transitionsEnded(page);

      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      const summary = results.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(" ")) }));
      expect(summary).toEqual([]);
    });
  });
}
