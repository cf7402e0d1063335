// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { toast } from "#app/lib/toast";
import { contactContent } from "#app/words/site/contact";
import { field, filled, letFillTimePass, setUpContactTestEnvironment } from "#tests/support/contact-test-helpers";

import { HONEYPOT_FIELD, MIN_FILL_TIME_MS } from "./bot-check";
import { DRAFT_KEY } from "./draft";
import { ContactForm } from "./form";
import { CONTACT_FIELDS } from "./validation";

const send = vi.hoisted(() => vi.fn());
vi.mock("#app/lib/toast", () => ({ toast: vi.fn(), prepareToasts: vi.fn() }));
vi.mock("@emailjs/browser", () => ({ default: { send }, send }));

// The very toast a real send shows.
const SENT = {
  title: "Message Sent Successfully!",
  description: "Thank you for reaching out. I'll get back to you soon.",
  variant: "success",
};
const patiently = { timeout: 5000 };

const honeypot = () => document.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`)!;
const values = () => Object.fromEntries(CONTACT_FIELDS.map((name) => [name, field(name).value]));
const submit = () => screen.getByRole("button", { name: contactContent.submit });

async function fillAsABot() {
  const user = userEvent.setup({ delay: null });
  render(<ContactForm />);
  for (const name of CONTACT_FIELDS) await user.type(field(name), filled[name]);
  return user;
}

/** What a caught bot sees: Sending..., then the real success toast and a cleared form; nothing sent. */
async function expectFakeSuccess() {
  expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled();
  await waitFor(() => expect(toast).toHaveBeenCalledWith(SENT), patiently);
  expect(toast).toHaveBeenCalledTimes(1);
  expect(values()).toEqual({ name: "", email: "", subject: "", message: "" });
  expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  // Back to idle once React has finished the form's action (just after the toast).
  await waitFor(() => expect(submit()).toBeEnabled());
  // Past any plausible send: still nothing went out.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(send).not.toHaveBeenCalled();
}

setUpContactTestEnvironment(send);

describe("ContactForm against bots", { timeout: 15_000 }, () => {
  it("hides the honeypot from people, the keyboard and assistive technology", async () => {
    const user = userEvent.setup({ delay: null });
    render(<ContactForm />);
    const trap = honeypot();
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap).toHaveAttribute("autocomplete", "off");
    expect(trap.closest("[aria-hidden=true]")).not.toBeNull();
    expect(screen.queryByRole("textbox", { name: contactContent.honeypotLabel })).toBeNull();
    expect(screen.getAllByRole("textbox")).toHaveLength(CONTACT_FIELDS.length);
    // Tab goes from the message straight to the button.
    await user.click(field("message"));
    await user.tab();
    expect(submit()).toHaveFocus();
  });

  it("a filled honeypot gets the real success toast after a plausible wait, and nothing is sent", async () => {
    const user = await fillAsABot();
    fireEvent.change(honeypot(), { target: { value: "https://cheap-pills.example" } });
    letFillTimePass();
    await user.click(submit());
    await expectFakeSuccess();
  });

  it("a form sent faster than a person could fill it gets the same, and nothing is sent", async () => {
    const user = await fillAsABot();
    vi.setSystemTime(Date.now() + MIN_FILL_TIME_MS - 1);
    await user.click(submit());
    await expectFakeSuccess();
  });

  it("still shows a person who clicks Send at once what is missing, not a fake success", () => {
    render(<ContactForm />);
    fireEvent.submit(screen.getByRole("form", { name: contactContent.formTitle }));
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Validation Error" }));
    expect(screen.queryByRole("button", { name: "Sending..." })).toBeNull();
  });

  // Two messages typed in full and the bot's reply delay: more than a single send's time.
  it("times the next message afresh after a send", { timeout: 30_000 }, async () => {
    send.mockResolvedValue({ status: 200, text: "OK" });
    const user = await fillAsABot();
    letFillTimePass();
    await user.click(submit());
    await waitFor(() => expect(toast).toHaveBeenCalledWith(SENT), patiently);
    expect(send).toHaveBeenCalledTimes(1);
    // Send is pressed again only once React has finished the form's action: while it runs, it is disabled.
    await waitFor(() => expect(submit()).toBeEnabled(), patiently);

    for (const name of CONTACT_FIELDS) await user.type(field(name), filled[name]);
    await user.click(submit());
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(2), patiently);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
