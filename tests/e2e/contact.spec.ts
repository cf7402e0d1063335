import { expect, type Locator, type Page, test } from "@playwright/test";

import { contactContent } from "../../app/content/contact";
import { profile } from "../../app/content/profile";

// The provider's real endpoint: the real @emailjs/browser client posts here; the test answers for it.
const SEND_URL = "https://api.emailjs.com/api/v1.0/email/send";

const message = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  subject: "A data science role",
  message: "Hello Alex,\nwould you be open to a chat about a role?",
};

function contactForm(page: Page) {
  const { fields, formTitle } = contactContent;
  const form = page.getByRole("form", { name: formTitle });
  return {
    form,
    name: form.getByLabel(fields.name.label, { exact: true }),
    email: form.getByLabel(fields.email.label, { exact: true }),
    subject: form.getByLabel(fields.subject.label, { exact: true }),
    message: form.getByLabel(fields.message.label, { exact: true }),
    submit: form.locator('button[type="submit"]'),
  };
}

async function fillLikeAUser(fields: ReturnType<typeof contactForm>, values = message) {
  await fields.name.click();
  await fields.name.pressSequentially(values.name);
  await fields.name.press("Tab");
  await expect(fields.email).toBeFocused();
  await fields.email.pressSequentially(values.email);
  await fields.subject.fill(values.subject);
  await fields.message.fill(values.message);
}

async function expectValues(fields: ReturnType<typeof contactForm>, values: Record<keyof typeof message, string>) {
  const entries: [Locator, string][] = [
    [fields.name, values.name],
    [fields.email, values.email],
    [fields.subject, values.subject],
    [fields.message, values.message],
  ];
  for (const [locator, value] of entries) await expect(locator).toHaveValue(value);
}

/** A toast by its style; a plain one (sonner's default) carries no data-type. */
function toast(page: Page, type: "success" | "error" | "plain", title: string) {
  const selector =
    type === "plain" ? "[data-sonner-toast]:not([data-type])" : `[data-sonner-toast][data-type="${type}"]`;
  return page.locator(selector).filter({ hasText: title });
}

/** Typing before React hydrates would hit a form with no submit handler yet. */
async function waitForHydratedForm(page: Page) {
  await page.waitForFunction(() => {
    const form = document.querySelector("#contact form");
    return !!form && Object.keys(form).some((key) => key.startsWith("__reactProps"));
  });
}

test.beforeEach(async ({ page }) => {
  await page.goto("/");
  await waitForHydratedForm(page);
  await page.locator("#contact").scrollIntoViewIfNeeded();
});

test("a message is posted to EmailJS with the exact payload, then a success toast and a cleared form", async ({
  page,
}) => {
  let release: () => void = () => {};
  const held = new Promise<void>((done) => (release = done));
  const requests: { method: string; body: unknown; contentType: string | undefined }[] = [];
  await page.route(SEND_URL, async (route) => {
    const request = route.request();
    requests.push({
      method: request.method(),
      body: request.postDataJSON(),
      contentType: request.headers()["content-type"],
    });
    await held;
    await route.fulfill({ status: 200, contentType: "text/plain", body: "OK" });
  });

  const fields = contactForm(page);
  await fillLikeAUser(fields);
  await fields.submit.press("Enter");

  // While the provider has not answered: one request, the button busy and disabled.
  await expect.poll(() => requests.length).toBe(1);
  await expect(fields.submit).toHaveText("Sending...");
  await expect(fields.submit).toBeDisabled();
  release();

  const [sent] = requests;
  expect(sent?.method).toBe("POST");
  expect(sent?.contentType).toContain("application/json");
  expect(sent?.body).toEqual({
    lib_version: expect.stringMatching(/\S/),
    user_id: "test-public-key",
    service_id: "test-service",
    template_id: "test-template",
    template_params: {
      from_name: message.name,
      from_email: message.email,
      subject: message.subject,
      message: message.message,
      to_email: profile.email,
    },
  });

  const success = toast(page, "success", "Message Sent Successfully!");
  await expect(success).toBeVisible();
  await expect(success).toContainText("Thank you for reaching out. I'll get back to you soon.");
  await expect(success.locator("[data-icon] svg")).toBeVisible();
  await expectValues(fields, { name: "", email: "", subject: "", message: "" });
  await expect(fields.submit).toHaveText(contactContent.submit);
  await expect(fields.submit).toBeEnabled();
  expect(requests).toHaveLength(1);
});

for (const status of [400, 500]) {
  test(`a provider error (${status}) shows the error toast and keeps everything typed`, async ({ page }) => {
    const logged: string[] = [];
    page.on("console", (entry) => {
      if (entry.type() === "error") logged.push(entry.text());
    });
    let calls = 0;
    await page.route(SEND_URL, async (route) => {
      calls += 1;
      await route.fulfill({ status, contentType: "text/plain", body: "The service ID is invalid" });
    });

    const fields = contactForm(page);
    await fillLikeAUser(fields);
    await fields.submit.click();

    const error = toast(page, "error", "Error");
    await expect(error).toBeVisible();
    await expect(error).toContainText("Something went wrong. Please try again.");
    expect(calls).toBe(1);
    await expectValues(fields, message);
    await expect(fields.submit).toHaveText(contactContent.submit);
    await expect(fields.submit).toBeEnabled();
    await expect.poll(() => logged.join("\n")).toContain("Contact form: the message was not sent.");
  });
}

test("an address the browser accepts but the form does not (a@b) is stopped before any request", async ({ page }) => {
  let calls = 0;
  await page.route(SEND_URL, (route) => {
    calls += 1;
    return route.fulfill({ status: 200, body: "OK" });
  });
  const fields = contactForm(page);
  await fillLikeAUser(fields, { ...message, email: "a@b" });
  await fields.submit.click();

  const invalid = toast(page, "plain", "Invalid Email");
  await expect(invalid).toBeVisible();
  await expect(invalid).toContainText("Please enter a valid email address.");
  expect(calls).toBe(0);
  await expectValues(fields, { ...message, email: "a@b" });
});

test("the EmailJS client is not in the first-paint scripts; it loads when a message is sent", async ({ page }) => {
  const scripts = new Map<string, string>();
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script") scripts.set(response.url(), await response.text());
  });
  await page.route(SEND_URL, (route) => route.fulfill({ status: 200, body: "OK" }));
  await page.reload();
  await page.waitForLoadState("networkidle");
  await waitForHydratedForm(page);

  const withClient = () => [...scripts].filter(([, source]) => source.includes("api.emailjs.com")).map(([url]) => url);
  expect(scripts.size).toBeGreaterThan(0);
  expect(withClient()).toEqual([]);

  const fields = contactForm(page);
  await fillLikeAUser(fields);
  await fields.submit.click();
  await expect(toast(page, "success", "Message Sent Successfully!")).toBeVisible();
  expect(withClient()).toHaveLength(1);
});
