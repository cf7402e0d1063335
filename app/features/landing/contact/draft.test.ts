// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";

import { clearDraft, DRAFT_KEY, loadDraft, saveDraft, valuesAtHydration } from "./draft";
import { EMPTY_CONTACT } from "./validation";

const draft = { name: "Ada", email: "ada@", subject: "", message: "Half a thought" };

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe("the contact draft", () => {
  it("is one sessionStorage key holding JSON of the four fields, and loads back", () => {
    saveDraft(draft);
    expect(Object.keys(sessionStorage)).toEqual([DRAFT_KEY]);
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? "")).toEqual(draft);
    expect(loadDraft()).toEqual(draft);
  });

  it("keeps only the four fields, whatever else the values carry (never the honeypot)", () => {
    saveDraft({ ...draft, website: "https://spam.example" } as typeof draft);
    expect(Object.keys(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? ""))).toEqual([
      "name",
      "email",
      "subject",
      "message",
    ]);
  });

  it("leaves no key for an empty form, and clears", () => {
    saveDraft(draft);
    saveDraft(EMPTY_CONTACT);
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    saveDraft(draft);
    clearDraft();
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(loadDraft()).toBeNull();
  });

  it.each([
    ["not JSON", "{nope"],
    ["not an object", '"a string"'],
    ["null", "null"],
    ["no field a string", '{"name": 1, "message": ["x"]}'],
  ])("ignores a stored value that is %s", (_, stored) => {
    sessionStorage.setItem(DRAFT_KEY, stored);
    expect(loadDraft()).toBeNull();
  });

  it("reads what it can from a tampered draft and cuts values to the fields' limits", () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ name: "x".repeat(500), email: 7, extra: "y" }));
    expect(loadDraft()).toEqual({ name: "x".repeat(100), email: "", subject: "", message: "" });
  });

  it("does nothing, and throws nothing, when storage refuses or is blocked", () => {
    for (const method of ["getItem", "setItem", "removeItem"] as const) {
      vi.spyOn(Storage.prototype, method).mockImplementation(() => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      });
    }
    expect(() => saveDraft(draft)).not.toThrow();
    expect(loadDraft()).toBeNull();
    expect(() => clearDraft()).not.toThrow();
    vi.restoreAllMocks();

    vi.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("Access is denied for this document.", "SecurityError");
    });
    expect(() => saveDraft(draft)).not.toThrow();
    expect(loadDraft()).toBeNull();
    expect(() => clearDraft()).not.toThrow();
  });
});

describe("valuesAtHydration", () => {
  function prerenderedForm(typed: Partial<Record<string, string>>) {
    const form = document.createElement("form");
    form.innerHTML = `<input name="name"><input name="email"><input name="subject"><textarea name="message"></textarea>`;
    for (const [name, value] of Object.entries(typed)) {
      (form.elements.namedItem(name) as HTMLInputElement).value = value ?? "";
    }
    return form;
  }

  it("takes, field by field, what was typed before hydration, else the draft", () => {
    saveDraft(draft);
    expect(valuesAtHydration(prerenderedForm({ name: "Grace", subject: "Typed early" }))).toEqual({
      values: { name: "Grace", email: "ada@", subject: "Typed early", message: "Half a thought" },
      typed: true,
    });
  });

  it("takes what was typed before hydration without a draft, and nothing when nothing is there", () => {
    expect(valuesAtHydration(prerenderedForm({ message: "Typed early" }))).toEqual({
      values: { name: "", email: "", subject: "", message: "Typed early" },
      typed: true,
    });
    expect(valuesAtHydration(prerenderedForm({}))).toEqual({ values: null, typed: false });
    expect(valuesAtHydration(null)).toEqual({ values: null, typed: false });
    saveDraft(draft);
    expect(valuesAtHydration(prerenderedForm({}))).toEqual({ values: draft, typed: false });
  });
});
