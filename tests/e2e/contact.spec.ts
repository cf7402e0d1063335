import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";

import { HONEYPOT_FIELD, MIN_FILL_TIME_MS } from "#app/features/landing/contact/bot-check";
import { CONTACT_MAX_LENGTH } from "#app/features/landing/contact/validation";

import { content } from "./built-content";

const { contactContent, profile } = content;

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
    honeypot: form.locator(`input[name="${HONEYPOT_FIELD}"]`),
  };
}

type ContactFields = ReturnType<typeof contactForm>;

/** Fills the form at a machine's speed: sent now, it is faster than the form's minimum fill time. */
async function fillLikeABot(fields: ContactFields, values = message) {
  await fields.name.fill(values.name);
  await fields.email.fill(values.email);
  await fields.subject.fill(values.subject);
  await fields.message.fill(values.message);
}

/** Fills the form as a person does, taking (on the page's installed clock) a person's time. */
async function fillLikeAUser(page: Page, fields: ContactFields, values = message) {
  await fields.name.click();
  await fields.name.pressSequentially(values.name);
  await fields.name.press("Tab");
  await expect(fields.email).toBeFocused();
  await fields.email.pressSequentially(values.email);
  await fields.subject.fill(values.subject);
  await fields.message.fill(values.message);
  await page.clock.fastForward(MIN_FILL_TIME_MS);
}

async function expectValues(fields: ContactFields, values: Record<keyof typeof message, string>) {
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

/** The requests the provider would receive, answered with `status`. */
async function fakeProvider(page: Page, status = 200) {
  const bodies: unknown[] = [];
  await page.route(SEND_URL, async (route) => {
    bodies.push(route.request().postDataJSON());
    await route.fulfill({ status, contentType: "text/plain", body: status === 200 ? "OK" : "Refused" });
  });
  return bodies;
}

/** The page's own navigations (a native form submission is one) after it has loaded. */
function watchNavigations(page: Page) {
  const navigations: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      navigations.push(`${request.method()} ${request.url()}`);
    }
  });
  return navigations;
}

/**
 * A native submit, every way a visitor can: Enter in a field, then a click on the button. (Once one
 * has navigated away, the others find no form and give up: the navigation is what the test reports.)
 */
async function trySubmittingNatively(page: Page, fields: ContactFields) {
  const giveUp = () => {};
  await fields.subject.press("Enter", { timeout: 2000 }).catch(giveUp);
  await fields.submit.click({ force: true, timeout: 2000 }).catch(giveUp);
  await page.waitForTimeout(500);
}

test.describe("with scripts", () => {
  test.beforeEach(async ({ page }) => {
    // A fake clock that flows as usual, so a test can let a person's fill time pass at once.
    await page.clock.install();
    await page.goto("/");
    await page.locator("#contact").scrollIntoViewIfNeeded();
    await waitForHydratedForm(page);
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
    await fillLikeAUser(page, fields);
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
        // For information only (docs/deploy.md#emailjs), and only when the owner has an address.
        ...(profile.email ? { to_email: profile.email } : {}),
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
      await fillLikeAUser(page, fields);
      await fields.submit.click();

      const error = toast(page, "error", "Error");
      await expect(error).toBeVisible();
      await expect(error).toContainText("Something went wrong. Please try again.");
      // The same message, offered by email: a mailto: link with the subject and message filled in; without an
      // address of the owner's, no link at all.
      if (profile.email) {
        const href = (await error.getByRole("link", { name: contactContent.emailInstead }).getAttribute("href")) ?? "";
        const mailto = new URL(href);
        expect(mailto.protocol).toBe("mailto:");
        expect(mailto.pathname).toBe(profile.email);
        expect(mailto.searchParams.get("subject")).toBe(message.subject);
        expect(mailto.searchParams.get("body")).toBe(message.message.replace("\n", "\r\n"));
      } else {
        await expect(error.getByRole("link")).toHaveCount(0);
      }
      expect(calls).toBe(1);
      await expectValues(fields, message);
      await expect(fields.submit).toHaveText(contactContent.submit);
      await expect(fields.submit).toBeEnabled();
      await expect.poll(() => logged.join("\n")).toContain("Contact form: the message was not sent.");
    });
  }

  test("a browser that sends every few seconds is stopped at the fourth message in an hour, and offered email if there is an address", async ({
    page,
  }) => {
    const requests = await fakeProvider(page);
    const fields = contactForm(page);
    for (let sent = 1; sent <= 3; sent++) {
      await fillLikeAUser(page, fields);
      await fields.submit.click();
      await expect.poll(() => requests.length).toBe(sent);
      await expectValues(fields, { name: "", email: "", subject: "", message: "" });
    }
    await fillLikeAUser(page, fields);
    await fields.submit.click();
    const limit = toast(page, "error", "Message Limit Reached");
    await expect(limit).toBeVisible();
    await expect(limit).toContainText(
      /This browser has sent 3 messages in the last hour\. You can send another at \d\d:\d\d/,
    );
    // Offered by email only when the owner gives an address.
    if (profile.email) {
      await expect(limit).toContainText(", or write by email now.");
      const href = (await limit.getByRole("link", { name: contactContent.emailInstead }).getAttribute("href")) ?? "";
      expect(new URL(href).searchParams.get("subject")).toBe(message.subject);
    } else {
      await expect(limit).not.toContainText("by email");
      await expect(limit.getByRole("link")).toHaveCount(0);
    }
    // Still three: the fourth never left the browser, and what was typed is kept.
    await page.waitForTimeout(500);
    expect(requests).toHaveLength(3);
    await expectValues(fields, message);
  });

  test("an address the browser accepts but the form does not (a@b) is stopped before any request", async ({ page }) => {
    let calls = 0;
    await page.route(SEND_URL, (route) => {
      calls += 1;
      return route.fulfill({ status: 200, body: "OK" });
    });
    const fields = contactForm(page);
    await fillLikeAUser(page, fields, { ...message, email: "a@b" });
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
      // A response of the page being reloaded away from has no body left to read: skip it.
      if (response.request().resourceType() !== "script") return;
      const text = await response.text().catch(() => undefined);
      if (text !== undefined) scripts.set(response.url(), text);
    });
    await page.route(SEND_URL, (route) => route.fulfill({ status: 200, body: "OK" }));
    await page.reload();
    await page.waitForLoadState("networkidle");
    await page.locator("#contact").scrollIntoViewIfNeeded();
    await waitForHydratedForm(page);

    const withClient = () =>
      [...scripts].filter(([, source]) => source.includes("api.emailjs.com")).map(([url]) => url);
    expect(scripts.size).toBeGreaterThan(0);
    expect(withClient()).toEqual([]);

    const fields = contactForm(page);
    await fillLikeAUser(page, fields);
    await fields.submit.click();
    await expect(toast(page, "success", "Message Sent Successfully!")).toBeVisible();
    expect(withClient()).toHaveLength(1);
  });

  test("a bot that fills the honeypot gets the real success toast and a cleared form; nothing is sent", async ({
    page,
  }) => {
    const bodies = await fakeProvider(page);
    const fields = contactForm(page);
    await fillLikeAUser(page, fields);
    await fields.honeypot.fill("https://cheap-pills.example");
    await fields.submit.click();

    await expect(fields.submit).toHaveText("Sending...");
    const success = toast(page, "success", "Message Sent Successfully!");
    await expect(success).toBeVisible();
    await expect(success).toContainText("Thank you for reaching out. I'll get back to you soon.");
    await expect(success.locator("[data-icon] svg")).toBeVisible();
    await expectValues(fields, { name: "", email: "", subject: "", message: "" });
    await page.waitForTimeout(300);
    expect(bodies).toEqual([]);
  });

  test("a bot that sends faster than a person can type gets the same, and nothing is sent", async ({ page }) => {
    // The page's clock stands still (its timers still run): the form is sent no time after it became
    // interactive, however slowly a loaded machine runs this test.
    await page.clock.setFixedTime(new Date("2026-01-05T10:00:00Z"));
    await page.reload();
    await page.locator("#contact").scrollIntoViewIfNeeded();
    await waitForHydratedForm(page);
    const bodies = await fakeProvider(page);
    const fields = contactForm(page);
    await fillLikeABot(fields);
    await fields.submit.click();

    await expect(toast(page, "success", "Message Sent Successfully!")).toBeVisible();
    await expectValues(fields, { name: "", email: "", subject: "", message: "" });
    await page.waitForTimeout(300);
    expect(bodies).toEqual([]);
  });

  test("the honeypot is out of reach: not in the accessibility tree, skipped by Tab, no axe violation", async ({
    page,
  }) => {
    const fields = contactForm(page);
    await expect(fields.honeypot).toHaveCount(1);
    await expect(page.getByRole("textbox", { name: contactContent.honeypotLabel })).toHaveCount(0);
    await expect(fields.form.getByRole("textbox")).toHaveCount(4);
    // Visually hidden: the wrapper is a 1px clipped box.
    expect(await fields.honeypot.locator("..").boundingBox()).toMatchObject({ width: 1, height: 1 });
    await fields.message.focus();
    await page.keyboard.press("Tab");
    await expect(fields.submit).toBeFocused();

    const results = await new AxeBuilder({ page })
      .include("#contact")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  test("fields stop at their maximum length; the message shows a counter that speaks near the limit", async ({
    page,
  }) => {
    const fields = contactForm(page);
    for (const name of ["name", "email", "subject", "message"] as const) {
      await expect(fields[name]).toHaveAttribute("maxlength", String(CONTACT_MAX_LENGTH[name]));
    }
    const counter = page.locator("#contact-message-count");
    await expect(counter).toBeVisible();
    await expect(counter).toHaveText(/^0 \/ 5,000/);
    await fields.message.pressSequentially("Hello");
    await expect(counter).toHaveText(/^5 \/ 5,000/);
    await expect(fields.message).toHaveAccessibleDescription(/^5 \/ 5,000/);

    await fields.message.fill("x".repeat(6000));
    await expect(fields.message).toHaveValue("x".repeat(5000));
    await expect(counter).toHaveText(/^5,000 \/ 5,000/);
    await expect(page.locator("#contact [aria-live=polite]")).toHaveText(contactContent.messageLimit.reached);
  });

  test("what is typed survives a reload, is sent once the minimum fill time has passed, and is gone after a successful send", async ({
    page,
  }) => {
    const bodies = await fakeProvider(page);
    const fields = contactForm(page);
    await fillLikeAUser(page, fields);
    expect(await page.evaluate(() => sessionStorage.getItem("contact-draft"))).not.toBeNull();

    await page.reload();
    await page.locator("#contact").scrollIntoViewIfNeeded();
    await waitForHydratedForm(page);
    await expectValues(fields, message);

    // A restored draft is timed from when the form became usable, as a form typed afresh is.
    await page.clock.fastForward(MIN_FILL_TIME_MS);
    await fields.submit.click();
    await expect(toast(page, "success", "Message Sent Successfully!")).toBeVisible();
    expect(bodies).toHaveLength(1);
    expect(await page.evaluate(() => sessionStorage.getItem("contact-draft"))).toBeNull();

    await page.reload();
    await page.locator("#contact").scrollIntoViewIfNeeded();
    await waitForHydratedForm(page);
    await expectValues(fields, { name: "", email: "", subject: "", message: "" });
  });
});

// Before the scripts run, the form has no handler of ours: a native submission would be a GET to the page with
// the message in its URL and the history. It must never submit natively; React's prerendered script holds a
// submission until the form's code has come, then it is sent.
test.describe("before the scripts have run", () => {
  test("with scripts still loading, Enter and the button navigate nowhere", async ({ page }) => {
    // Scripts that never arrive: the page stays as prerendered.
    await page.route(/\.js(\?|$)/, () => {});
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const navigations = watchNavigations(page);
    const fields = contactForm(page);
    await fields.form.scrollIntoViewIfNeeded();
    await expect(fields.form.getByText(contactContent.notReady)).toBeVisible();
    await fillLikeABot(fields);

    await trySubmittingNatively(page, fields);
    expect(navigations).toEqual([]);
    expect(new URL(page.url()).search).toBe("");
    await expectValues(fields, message);
  });

  test("a message typed and sent while the scripts load is sent once they have run", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((done) => (release = done));
    await page.route(/\.js(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    const bodies = await fakeProvider(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const navigations = watchNavigations(page);
    const fields = contactForm(page);
    await fields.form.scrollIntoViewIfNeeded();
    await fillLikeABot(fields);
    // Sent three seconds and more after the page opened, as a person typing it would (a bot is faster).
    await page.waitForFunction((wait) => performance.now() > wait, MIN_FILL_TIME_MS);
    await fields.submit.click();
    await expectValues(fields, message);

    release();
    await expect(toast(page, "success", "Message Sent Successfully!")).toBeVisible();
    expect(bodies).toEqual([
      expect.objectContaining({ template_params: expect.objectContaining({ from_name: message.name }) }),
    ]);
    await expectValues(fields, { name: "", email: "", subject: "", message: "" });
    expect(navigations).toEqual([]);
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("the form submits nothing and tells the visitor to write by email", async ({ page }) => {
      await page.goto("/");
      const navigations = watchNavigations(page);
      const fields = contactForm(page);
      await fields.form.scrollIntoViewIfNeeded();

      const note = fields.form.getByText(contactContent.notReady);
      await expect(note).toBeVisible();
      if (profile.email) {
        await expect(note.getByRole("link", { name: profile.email })).toHaveAttribute(
          "href",
          `mailto:${profile.email}`,
        );
      } else {
        await expect(note.getByRole("link")).toHaveCount(0);
        await expect(note).not.toContainText(contactContent.writeInstead);
      }

      await fillLikeABot(fields);
      await trySubmittingNatively(page, fields);
      expect(navigations).toEqual([]);
      expect(new URL(page.url()).search).toBe("");
      expect(page.url()).not.toContain("Lovelace");
      await expectValues(fields, message);
    });
  });
});
