import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";

import { content } from "./built-content";
import { gotoHydrated } from "./navigation";

const { projects, projectsSection, skillCategories, skills, skillsSection } = content;

// A 1x1 PNG, served in place of the photos when a test wants them to load.
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAFhgJ/0oJ9kAAAAABJRU5ErkJggg==",
  "base64",
);

const cards = (page: Page) => page.locator("#projects article");

/** Opacity as the reader sees it: the element's own times all its ancestors'. */
function seenOpacity(locator: Locator) {
  return locator.evaluate((element) => {
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement) {
      opacity *= Number(getComputedStyle(node).opacity);
    }
    return opacity;
  });
}

async function cardSizes(page: Page) {
  return cards(page).evaluateAll((articles) =>
    articles.map((article) => {
      const frame = article.querySelector("[data-image]")!.getBoundingClientRect();
      const card = article.getBoundingClientRect();
      return { cardWidth: card.width, cardHeight: card.height, frameWidth: frame.width, frameHeight: frame.height };
    }),
  );
}

test.describe("projects", () => {
  test("with photos blocked, every card shows its initials panel and nothing moves", async ({ page }) => {
    await page.route("https://**", (route) => route.abort());
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await expect(cards(page)).toHaveCount(projects.length);
    const before = await cardSizes(page);

    await page.locator("#projects").scrollIntoViewIfNeeded();
    await page.waitForLoadState("load");
    for (const card of await cards(page).all()) {
      await card.scrollIntoViewIfNeeded();
      await expect(card.locator("[data-image]")).toHaveAttribute("data-image", "failed");
      await expect(card.locator("img")).toHaveCount(0);
      await expect(card.locator('[data-slot="project-image-fallback"]')).toBeVisible();
    }
    expect(await cardSizes(page)).toEqual(before);
    for (const size of before) expect(size.frameHeight).toBeCloseTo((size.frameWidth * 9) / 16, 0);
  });

  test("photos that fail before the page hydrates still get their panel", async ({ page }) => {
    await page.route("https://**", (route) => route.abort());
    // Hold the scripts back until the photos have failed, so React cannot have attached onError yet.
    let releaseScripts = () => {};
    const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await scriptsReleased;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "commit" });
    await page.locator("#projects article").last().scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        page.locator("#projects img").evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).complete)),
      )
      .toEqual(projects.map(() => true));
    await expect(page.locator('#projects [data-image="failed"]')).toHaveCount(0);
    releaseScripts();
    await expect(page.locator('#projects [data-image="failed"]')).toHaveCount(projects.length, { timeout: 10_000 });
  });

  test("with photos available, the cards keep them", async ({ page }) => {
    await page.route("https://images.unsplash.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "image/png", body: PIXEL }),
    );
    await gotoHydrated(page, "/");
    for (const card of await cards(page).all()) {
      await card.scrollIntoViewIfNeeded();
      const img = card.locator("img");
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(1);
      await expect(card.locator("[data-image]")).toHaveAttribute("data-image", "pending");
    }
  });

  test("each card's description is clamped to three lines (spec)", async ({ page }) => {
    await page.route("https://**", (route) => route.abort());
    await gotoHydrated(page, "/");
    for (const project of projects) {
      await expect(page.getByText(project.description, { exact: true })).toHaveCSS("-webkit-line-clamp", "3");
    }
  });

  test("the loan demo link opens the prediction page in the same tab", async ({ page }) => {
    await page.route("https://**", (route) => route.abort());
    await gotoHydrated(page, "/");
    const demo = page.locator('#projects a[href="/projects/loan-predict"]');
    await expect(demo).not.toHaveAttribute("target", /./);
    await demo.click();
    await expect(page).toHaveURL(/\/projects\/loan-predict$/);
  });

  test("external links open in a new tab without an opener", async ({ page }) => {
    await page.route("https://**", (route) => route.abort());
    await gotoHydrated(page, "/");
    const external = page.locator('#projects a[target="_blank"]');
    // A demo and a source link per card; only in-app demos (a path, not a URL) stay in the tab.
    const inAppDemos = projects.filter((project) => project.liveUrl.startsWith("/")).length;
    await expect(external).toHaveCount(projects.length * 2 - inAppDemos);
    for (const link of await external.all()) await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });
});

test.describe("skills", () => {
  test("the category filter narrows the list and replays its entry", async ({ page }) => {
    await gotoHydrated(page, "/");
    const list = page.getByRole("list", { name: /skills$/ });
    await list.scrollIntoViewIfNeeded();
    await expect(list.getByRole("listitem")).toHaveCount(skills.length);

    // The owner's first category that has skills, whatever it is called.
    const category = skillCategories.find((c) => c.id !== "all" && skills.some((skill) => skill.category === c.id))!;
    const all = skillCategories.find((c) => c.id === "all")!;
    const filter = page.getByRole("button", { name: category.name, exact: true });
    // The section's code loads as it nears the viewport; a person's click comes after it has hydrated.
    await expect
      .poll(() => filter.evaluate((button) => Object.keys(button).some((key) => key.startsWith("__react"))))
      .toBe(true);
    await filter.click();
    await expect(filter).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: all.name, exact: true })).toHaveAttribute("aria-pressed", "false");
    const expected = skills.filter((skill) => skill.category === category.id);
    await expect(list.getByRole("listitem")).toHaveCount(expected.length);
    for (const skill of expected)
      await expect(page.getByRole("meter", { name: `${skill.name} proficiency` })).toBeVisible();
    await expect(list).toHaveAttribute("data-animating", "true");
    await expect
      .poll(() =>
        list
          .getByRole("listitem")
          .last()
          .evaluate((li) => getComputedStyle(li).opacity),
      )
      .toBe("1");
  });

  test("filter buttons are at least 44px tall", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, "/");
    const buttons = page.getByRole("group", { name: "Filter skills by category" }).getByRole("button");
    await expect(buttons).toHaveCount(skillCategories.length);
    for (const button of await buttons.all()) expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  });
});

test("on a phone, scrolling shows every skill and project (no reveal stays hidden)", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.route("https://**", (route) => route.abort());
  await gotoHydrated(page, "/");
  for (const target of [
    page.getByRole("heading", { name: skillsSection.title }),
    page.locator("#skills li").last(),
    page.getByRole("heading", { name: "Additional technologies" }),
    page.getByRole("heading", { name: projectsSection.title, exact: true }),
    ...(await cards(page).all()),
  ]) {
    await target.scrollIntoViewIfNeeded();
    await expect.poll(() => seenOpacity(target)).toBe(1);
  }
});

test("the skills and projects sections have no axe violations", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.route("https://**", (route) => route.abort());
  await gotoHydrated(page, "/");
  for (const id of ["#skills", "#projects"]) await page.locator(id).scrollIntoViewIfNeeded();
  const results = await new AxeBuilder({ page }).include("#skills").include("#projects").analyze();
  expect(results.violations).toEqual([]);
});
