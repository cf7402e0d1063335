// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";

import { toast } from "#app/lib/toast";
import { contactContent } from "#app/words/site/contact";
import { profile } from "#tests/fixtures/content/profile";
import { field, filled, letFillTimePass, setUpContactTestEnvironment } from "#tests/support/contact-test-helpers";

import { MIN_FILL_TIME_MS } from "./bot-check";
import { ContactForm } from "./form";
import { CONTACT_FIELDS } from "./validation";

const send = vi.hoisted(() => vi.fn());
vi.mock("#app/lib/toast", () => ({ toast: vi.fn(), prepareToasts: vi.fn() }));
vi.mock("@emailjs/browser", () => ({ default: { send }, send }));

const SENT = {
  title: "Message Sent Successfully!",
  description: "Thank you for reaching out. I'll get back to you soon.",
  variant: "success",
};
// The failure toast's words; the description also carries an "Email instead" link (checked below).
const FAILED = { title: "Error", variant: "destructive" };
const FAILED_TEXT = "Something went wrong. Please try again.";

const values = () => Object.fromEntries(CONTACT_FIELDS.map((name) => [name, field(name).value]));
const EMPTY = { name: "", email: "", subject: "", message: "" };

async function fillAndSend() {
  const user = userEvent.setup({ delay: null });
  render(<ContactForm />);
  for (const name of CONTACT_FIELDS) await user.type(field(name), filled[name]);
  letFillTimePass();
  await user.click(screen.getByRole("button", { name: contactContent.submit }));
  return user;
}

/** The failure toast's description, rendered on its own. */
function renderFailedDescription() {
  const options = vi.mocked(toast).mock.calls.at(-1)?.[0];
  expect(options).toMatchObject(FAILED);
  const { container } = render(<p data-testid="failed">{options?.description}</p>);
  return container.querySelector("[data-testid=failed]") as HTMLElement;
}

function deferred() {
  let resolve: (value: unknown) => void = () => {};
  const promise = new Promise((done) => (resolve = done));
  return { promise, resolve };
}

// The form loads these on the first send; loading them once up front keeps a busy machine from
// turning that first import into a waitFor timeout.
beforeAll(async () => {
  await Promise.all([import("#app/features/landing/contact/public-env"), import("@emailjs/browser")]);
});

// Generous: the send path awaits dynamic imports, which a loaded CI machine can slow down.
const patiently = { timeout: 5000 };

setUpContactTestEnvironment(send);

describe("ContactForm sending", { timeout: 15_000 }, () => {
  it("shows Sending... on a disabled button while pending, sends the exact params, then toasts and clears", async () => {
    const reply = deferred();
    send.mockReturnValue(reply.promise);
    await fillAndSend();

    const busy = screen.getByRole("button", { name: "Sending..." });
    expect(busy).toBeDisabled();
    expect(screen.getByRole("status")).toHaveTextContent("Sending...");
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1), patiently);
    expect(send).toHaveBeenCalledWith(
      "test-service",
      "test-template",
      {
        from_name: filled.name,
        from_email: filled.email,
        subject: filled.subject,
        message: filled.message,
        // For information only (docs/deploy.md#emailjs), and only when the owner has an address.
        ...(profile.email ? { to_email: profile.email } : {}),
      },
      { publicKey: "test-public-key" },
    );
    // Still pending: nothing reported, nothing cleared, no second send on another submit.
    fireEvent.submit(screen.getByRole("form", { name: contactContent.formTitle }));
    expect(toast).not.toHaveBeenCalled();
    expect(values()).toEqual(filled);
    expect(busy).toBeDisabled();

    reply.resolve({ status: 200, text: "OK" });
    await waitFor(() => expect(toast).toHaveBeenCalledWith(SENT), patiently);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(values()).toEqual({ name: "", email: "", subject: "", message: "" });
    // Back to idle once React has finished the form's action (just after the toast).
    await waitFor(() => expect(screen.getByRole("button", { name: contactContent.submit })).toBeEnabled());
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("trims surrounding spaces before sending", async () => {
    send.mockResolvedValue({ status: 200, text: "OK" });
    const user = userEvent.setup({ delay: null });
    render(<ContactForm />);
    for (const name of CONTACT_FIELDS) await user.type(field(name), `  ${filled[name]}  `);
    letFillTimePass();
    await user.click(screen.getByRole("button", { name: contactContent.submit }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(SENT), patiently);
    expect(send.mock.calls[0]?.[2]).toMatchObject({
      from_name: filled.name,
      subject: filled.subject,
      message: filled.message,
    });
  });

  it("on a provider failure: error toast, console.error, every typed value kept, back to idle", async () => {
    const failure = { status: 400, text: "The service ID is invalid." };
    send.mockRejectedValue(failure);
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    await fillAndSend();

    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining(FAILED)), patiently);
    expect(toast).toHaveBeenCalledTimes(1);
    const offer = profile.email ? ` ${contactContent.emailInstead}` : "";
    expect(renderFailedDescription().textContent).toBe(`${FAILED_TEXT}${offer}`);
    expect(consoleError).toHaveBeenCalledWith(expect.any(String), failure);
    expect(values()).toEqual(filled);
    await waitFor(() => expect(screen.getByRole("button", { name: contactContent.submit })).toBeEnabled());
  });

  it("without configuration: error toast, a console.error naming the missing variables, no send", async () => {
    vi.stubEnv("VITE_EMAILJS_SERVICE_ID", "");
    vi.stubEnv("VITE_EMAILJS_TEMPLATE_ID", undefined);
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    await fillAndSend();

    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining(FAILED)), patiently);
    expect(renderFailedDescription()).toHaveTextContent(FAILED_TEXT);
    expect(send).not.toHaveBeenCalled();
    const logged = consoleError.mock.calls.flat().map(String).join("\n");
    expect(logged).toContain("EmailJS is not configured");
    expect(logged).toContain("VITE_EMAILJS_SERVICE_ID");
    expect(logged).toContain("VITE_EMAILJS_TEMPLATE_ID");
    expect(logged).not.toContain("VITE_EMAILJS_PUBLIC_KEY");
    expect(values()).toEqual(filled);
    await waitFor(() => expect(screen.getByRole("button", { name: contactContent.submit })).toBeEnabled());
  });

  it("on a failure, the error toast offers the message by email: a mailto: link to the owner, filled in", async () => {
    send.mockRejectedValue({ status: 500, text: "Server error" });
    vi.spyOn(console, "error").mockImplementation(() => {});
    await fillAndSend();

    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining(FAILED)), patiently);
    const description = renderFailedDescription();
    expect(description.textContent?.startsWith(FAILED_TEXT)).toBe(true);
    // Without an address of the owner's there is nowhere to write: the failure words alone.
    if (!profile.email) {
      expect(description.textContent).toBe(FAILED_TEXT);
      expect(within(description).queryByRole("link")).toBeNull();
      return;
    }
    const link = within(description).getByRole("link", { name: contactContent.emailInstead });
    const href = link.getAttribute("href") ?? "";
    const url = new URL(href);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe(profile.email);
    expect(url.searchParams.get("subject")).toBe(filled.subject);
    expect(url.searchParams.get("body")).toBe(filled.message.replace("\n", "\r\n"));
    // Percent-encoded (RFC 6068), not form-encoded: a space is %20, never "+".
    expect(href).toContain("subject=A%20data%20science%20role");
  });

  // Four messages typed in full: four times a single send's work, and its time.
  it(
    "lets a browser send three messages an hour, then says when it can send again and offers the fourth by email if the owner has an address",
    { timeout: 60_000 },
    async () => {
      send.mockResolvedValue({ status: 200, text: "OK" });
      // The first send at 09:30 in the visitor's time zone (the test machine's): it is an hour old at 10:30.
      vi.setSystemTime(new Date(2026, 0, 15, 9, 30).getTime() - MIN_FILL_TIME_MS);
      const user = userEvent.setup({ delay: null });
      render(<ContactForm />);
      for (let sent = 1; sent <= 3; sent++) {
        for (const name of CONTACT_FIELDS) await user.type(field(name), filled[name]);
        letFillTimePass();
        await user.click(screen.getByRole("button", { name: contactContent.submit }));
        await waitFor(() => expect(send).toHaveBeenCalledTimes(sent), patiently);
        await waitFor(() => expect(values()).toEqual(EMPTY), patiently);
        // Send is pressed again only once React has finished the form's action: while it runs, it is disabled.
        await waitFor(
          () => expect(screen.getByRole("button", { name: contactContent.submit })).toBeEnabled(),
          patiently,
        );
      }
      for (const name of CONTACT_FIELDS) await user.type(field(name), filled[name]);
      letFillTimePass();
      await user.click(screen.getByRole("button", { name: contactContent.submit }));

      const options = vi.mocked(toast).mock.calls.at(-1)?.[0];
      expect(options).toMatchObject({ title: "Message Limit Reached", variant: "destructive" });
      const { container } = render(<p data-testid="capped">{options?.description}</p>);
      const description = container.querySelector("[data-testid=capped]") as HTMLElement;
      // 10:30 as both fixture sets' languages (en-GB, en-NG) write it.
      const capped = "This browser has sent 3 messages in the last hour. You can send another at 10:30";
      if (profile.email) {
        expect(description).toHaveTextContent(`${capped}, or write by email now. Email instead`);
        const link = within(description).getByRole("link", { name: contactContent.emailInstead });
        expect(new URL(link.getAttribute("href") ?? "").searchParams.get("subject")).toBe(filled.subject);
      } else {
        expect(description.textContent).toBe(`${capped}.`);
        expect(within(description).queryByRole("link")).toBeNull();
      }
      // Nothing sent, nothing lost.
      expect(send).toHaveBeenCalledTimes(3);
      expect(values()).toEqual(filled);
      expect(screen.getByRole("button", { name: contactContent.submit })).toBeEnabled();
    },
  );
});
