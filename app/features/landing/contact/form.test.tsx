// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { toast } from "#app/lib/toast";
import { contactContent, contactToasts } from "#app/words/site/contact";
import { field, filled, setUpContactTestEnvironment } from "#tests/support/contact-test-helpers";

import { ContactForm } from "./form";
import { CONTACT_FIELDS, CONTACT_MAX_LENGTH, type ContactValues } from "./validation";

const send = vi.hoisted(() => vi.fn());
vi.mock("#app/lib/toast", () => ({ toast: vi.fn(), prepareToasts: vi.fn() }));
vi.mock("@emailjs/browser", () => ({ default: { send }, send }));

const VALIDATION_ERROR = {
  title: "Validation Error",
  description: "Please fill in all required fields.",
  variant: "destructive",
};
// Not destructive: only the empty-fields and send-failure toasts are marked so.
const INVALID_EMAIL = {
  title: "Invalid Email",
  description: "Please enter a valid email address.",
};

async function renderFilled(values: Partial<ContactValues>) {
  const user = userEvent.setup({ delay: null });
  render(<ContactForm />);
  for (const name of CONTACT_FIELDS) {
    const value = values[name];
    if (value) await user.type(field(name), value);
  }
  return user;
}

// Bypasses the browser's own required/type=email checks, as a script or an old browser could.
function forceSubmit() {
  fireEvent.submit(screen.getByRole("form", { name: contactContent.formTitle }));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

setUpContactTestEnvironment(send);

describe("ContactForm fields", { timeout: 15_000 }, () => {
  it("labels every field, marks them required and asks for the right autocomplete", () => {
    render(<ContactForm />);
    for (const name of CONTACT_FIELDS) expect(field(name)).toBeRequired();
    expect(field("name")).toHaveAttribute("autocomplete", "name");
    expect(field("email")).toHaveAttribute("autocomplete", "email");
    expect(field("email")).toHaveAttribute("type", "email");
    expect(field("message").tagName).toBe("TEXTAREA");
  });

  it("highlights the label of the focused field only, and none once focus leaves", async () => {
    const user = userEvent.setup({ delay: null });
    render(<ContactForm />);
    const focusedFlags = () =>
      CONTACT_FIELDS.map((name) =>
        screen.getByText(contactContent.fields[name].label).closest("[data-focused]")?.getAttribute("data-focused"),
      );

    expect(focusedFlags()).toEqual(["false", "false", "false", "false"]);
    await user.click(field("name"));
    expect(focusedFlags()).toEqual(["true", "false", "false", "false"]);
    await user.tab();
    expect(field("email")).toHaveFocus();
    expect(focusedFlags()).toEqual(["false", "true", "false", "false"]);
    await user.click(field("message"));
    expect(focusedFlags()).toEqual(["false", "false", "false", "true"]);
    field("message").blur();
    await waitFor(() => expect(focusedFlags()).toEqual(["false", "false", "false", "false"]), { timeout: 3000 });
  });
});

describe("ContactForm lengths", { timeout: 15_000 }, () => {
  it("gives every field its maximum length", () => {
    render(<ContactForm />);
    for (const name of CONTACT_FIELDS) {
      expect(field(name)).toHaveAttribute("maxlength", String(CONTACT_MAX_LENGTH[name]));
    }
  });

  it("counts the message's characters visibly, and the field names the counter as its description", async () => {
    const user = userEvent.setup({ delay: null });
    render(<ContactForm />);
    const counter = () => document.getElementById(field("message").getAttribute("aria-describedby") ?? "");
    expect(counter()).toHaveTextContent("0 / 5,000");
    await user.type(field("message"), "Hello there");
    expect(counter()).toHaveTextContent("11 / 5,000");
    expect(field("message")).toHaveAccessibleDescription(/^11 \/ 5,000/);
  });

  it("refuses an over-long field that got past maxLength (a script), with its own toast", async () => {
    await renderFilled(filled);
    fireEvent.change(field("subject"), { target: { value: "x".repeat(CONTACT_MAX_LENGTH.subject + 1) } });
    forceSubmit();
    await settle();
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith(contactToasts["too-long"]);
    expect(send).not.toHaveBeenCalled();
  });
});

describe("ContactForm validation", { timeout: 15_000 }, () => {
  it.each(CONTACT_FIELDS)("an empty %s shows the Validation Error toast and sends nothing", async (empty) => {
    await renderFilled({ ...filled, [empty]: "" });
    forceSubmit();
    await settle();
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith(VALIDATION_ERROR);
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: contactContent.submit })).toBeEnabled();
  });

  it.each(["name", "subject", "message"] as const)("a %s of only spaces counts as empty", async (blank) => {
    await renderFilled({ ...filled, [blank]: "   " });
    forceSubmit();
    await settle();
    expect(toast).toHaveBeenCalledWith(VALIDATION_ERROR);
    expect(send).not.toHaveBeenCalled();
  });

  it.each(["a@b", "a b@c.d", "ada.example.com", "ada@example."])(
    "the malformed email %j shows the Invalid Email toast and sends nothing",
    async (email) => {
      await renderFilled({ ...filled, email });
      forceSubmit();
      await settle();
      expect(toast).toHaveBeenCalledTimes(1);
      expect(toast).toHaveBeenCalledWith(INVALID_EMAIL);
      expect(send).not.toHaveBeenCalled();
    },
  );

  it("catches an address the browser accepts but the form does not (a@b) through the real button", async () => {
    const user = await renderFilled({ ...filled, email: "a@b" });
    await user.click(screen.getByRole("button", { name: contactContent.submit }));
    await settle();
    expect(toast).toHaveBeenCalledWith(INVALID_EMAIL);
    expect(send).not.toHaveBeenCalled();
  });
});
