import { expect, test } from "@playwright/test";

test("unknown paths get the 404 page with status 404 and a console line", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => errors.push(message.text()));
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  await expect.poll(() => errors.join("\n")).toContain("/no/such/page");
});
