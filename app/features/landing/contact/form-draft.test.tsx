// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type HydrationOptions, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import { toast } from "#app/lib/toast";
import { contactContent } from "#app/words/site/contact";
import { field, filled, letFillTimePass, setUpContactTestEnvironment } from "#tests/support/contact-test-helpers";

import { MIN_FILL_TIME_MS } from "./bot-check";
import { DRAFT_KEY } from "./draft";
import { ContactForm } from "./form";
import { CONTACT_FIELDS } from "./validation";

const send = vi.hoisted(() => vi.fn());
vi.mock("#app/lib/toast", () => ({ toast: vi.fn(), prepareToasts: vi.fn() }));
vi.mock("@emailjs/browser", () => ({ default: { send }, send }));

const patiently = { timeout: 5000 };
const values = () => Object.fromEntries(CONTACT_FIELDS.map((name) => [name, field(name).value]));
const stored = () => JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? "null");
const submit = () => screen.getByRole("button", { name: contactContent.submit });

// The prerendered form put in the page, and the root that hydrates it; removed after each test.
let page: { container: HTMLElement; root?: Root } | null = null;

/** The prerendered form in the page, as the browser has it before any script runs. */
function prerender() {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<ContactForm />);
  document.body.append(container);
  page = { container };
  return container;
}

async function hydrate(container: HTMLElement, options?: HydrationOptions) {
  const root = await act(async () => hydrateRoot(container, <ContactForm />, options));
  page = { container, root };
}

afterEach(() => {
  const root = page?.root;
  if (root) act(() => root.unmount());
  page?.container.remove();
  page = null;
});

async function typeAll(user: ReturnType<typeof userEvent.setup>) {
  for (const name of CONTACT_FIELDS) await user.type(field(name), filled[name]);
}

setUpContactTestEnvironment(send);

describe("ContactForm draft", { timeout: 15_000 }, () => {
  it("keeps what is typed in sessionStorage and restores it after a reload", async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = render(<ContactForm />);
    await user.type(field("name"), filled.name);
    expect(stored()).toEqual({ name: filled.name, email: "", subject: "", message: "" });
    await user.type(field("message"), filled.message);
    expect(stored()).toEqual({ name: filled.name, email: "", subject: "", message: filled.message });
    unmount();

    render(<ContactForm />);
    await waitFor(() => expect(field("message")).toHaveValue(filled.message));
    expect(values()).toEqual({ name: filled.name, email: "", subject: "", message: filled.message });
  });

  it("restores the draft after hydrating the prerendered form, without a mismatch", async () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(filled));
    const container = prerender();
    expect(values()).toEqual({ name: "", email: "", subject: "", message: "" });
    expect(screen.getByText(contactContent.notReady, { exact: false })).toBeInTheDocument();

    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const recoverable = vi.fn();
    await hydrate(container, { onRecoverableError: recoverable });
    expect(values()).toEqual(filled);
    expect(submit()).toBeEnabled();
    expect(screen.queryByText(contactContent.notReady, { exact: false })).toBeNull();
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("keeps what was typed before hydration (React would set it back to its empty state) and saves it", async () => {
    const container = prerender();
    field("name").value = "Typed before hydration";

    await hydrate(container);
    // A re-render (focus moves) must not put the field back to an empty state.
    const user = userEvent.setup({ delay: null });
    await user.click(field("subject"));
    expect(field("name")).toHaveValue("Typed before hydration");
    expect(stored()).toEqual({ name: "Typed before hydration", email: "", subject: "", message: "" });
  });

  it.each([
    ["sends", MIN_FILL_TIME_MS, 1],
    ["answers as a bot, sending nothing,", MIN_FILL_TIME_MS - 1, 0],
  ])(
    "a message typed and sent before hydration: %s once hydrated, timed from the page's opening (+%i ms)",
    async (_what, after, sends) => {
      send.mockResolvedValue({ status: 200, text: "OK" });
      const container = prerender();
      // The browser runs React's inline script as it parses the page; jsdom's innerHTML does not.
      for (const script of container.querySelectorAll("script")) new Function(script.textContent ?? "")();
      for (const name of CONTACT_FIELDS) field(name).value = filled[name];
      submit().click();
      vi.setSystemTime(performance.timeOrigin + after);

      await hydrate(container);
      await waitFor(
        () => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ variant: "success" })),
        patiently,
      );
      expect(send).toHaveBeenCalledTimes(sends);
      if (sends) expect(send.mock.calls[0]?.[2]).toMatchObject({ from_name: filled.name, message: filled.message });
      expect(values()).toEqual({ name: "", email: "", subject: "", message: "" });
    },
  );

  it("holds a restored draft to the minimum fill time, counted from when the form became usable", async () => {
    send.mockResolvedValue({ status: 200, text: "OK" });
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(filled));
    const user = userEvent.setup({ delay: null });
    render(<ContactForm />);
    await waitFor(() => expect(values()).toEqual(filled));
    // Sent at once: answered as a bot is (the success toast), and nothing goes out.
    await user.click(submit());
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ variant: "success" })), patiently);
    expect(send).not.toHaveBeenCalled();

    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(filled));
    vi.mocked(toast).mockClear();
    cleanup();
    render(<ContactForm />);
    await waitFor(() => expect(values()).toEqual(filled));
    letFillTimePass();
    await user.click(submit());
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1), patiently);
  });

  it("clears the draft on success and keeps it on failure", async () => {
    const user = userEvent.setup({ delay: null });
    render(<ContactForm />);
    await typeAll(user);
    letFillTimePass();

    send.mockRejectedValueOnce({ status: 500, text: "Down" });
    vi.spyOn(console, "error").mockImplementation(() => {});
    await user.click(submit());
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Error" })), patiently);
    expect(stored()).toEqual(filled);

    send.mockResolvedValueOnce({ status: 200, text: "OK" });
    await user.click(submit());
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ variant: "success" })));
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("works without a draft when storage is blocked", async () => {
    vi.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("Access is denied for this document.", "SecurityError");
    });
    send.mockResolvedValue({ status: 200, text: "OK" });
    const user = userEvent.setup({ delay: null });
    render(<ContactForm />);
    await typeAll(user);
    letFillTimePass();
    await user.click(submit());
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1), patiently);
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ variant: "success" })));
  });
});
