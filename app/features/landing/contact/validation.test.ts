import { describe, expect, it } from "vitest";

import { CONTACT_FIELDS, CONTACT_MAX_LENGTH, EMPTY_CONTACT, validateContact } from "./validation";

const valid = { name: "Ada", email: "ada@example.com", subject: "Hello", message: "Hi there" };

describe("validateContact", () => {
  it("accepts a complete message with a plausible address", () => {
    expect(validateContact(valid)).toBeNull();
    expect(validateContact({ ...valid, email: "  first.last+tag@sub.example.co.uk  " })).toBeNull();
  });

  it("reports missing fields before a bad address", () => {
    expect(validateContact(EMPTY_CONTACT)).toBe("missing");
    expect(validateContact({ ...valid, message: "\n\t " })).toBe("missing");
    expect(validateContact({ ...valid, subject: "", email: "nonsense" })).toBe("missing");
  });

  it.each(["a@b", "a b@c.d", "ada@", "@example.com", "ada@example.", "ada.example.com", "ada@exa mple.com"])(
    "rejects %j",
    (email) => expect(validateContact({ ...valid, email })).toBe("invalid-email"),
  );
});

describe("validateContact: lengths", () => {
  // Hand-checked limits: a change here is a change of the product.
  it("caps name at 100, email at 254 (SMTP's longest deliverable address), subject at 150, message at 5000", () => {
    expect(CONTACT_MAX_LENGTH).toEqual({ name: 100, email: 254, subject: 150, message: 5000 });
  });

  /** A value of exactly `length` characters that is otherwise valid for `field`. */
  function ofLength(field: (typeof CONTACT_FIELDS)[number], length: number) {
    return field === "email" ? `${"a".repeat(length - "@example.com".length)}@example.com` : "x".repeat(length);
  }

  it.each(CONTACT_FIELDS)("accepts a %s at its limit and refuses one a character over it", (field) => {
    const max = CONTACT_MAX_LENGTH[field];
    expect(validateContact({ ...valid, [field]: ofLength(field, max) })).toBeNull();
    expect(validateContact({ ...valid, [field]: ofLength(field, max + 1) })).toBe("too-long");
  });

  it("counts the trimmed value, which is what is sent", () => {
    expect(validateContact({ ...valid, message: `  ${"x".repeat(5000)}\n\n` })).toBeNull();
  });

  it("reports missing fields and a bad address before a length", () => {
    expect(validateContact({ ...valid, name: "", message: "x".repeat(6000) })).toBe("missing");
    expect(validateContact({ ...valid, email: "nonsense", message: "x".repeat(6000) })).toBe("invalid-email");
  });
});
