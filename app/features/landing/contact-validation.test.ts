import { describe, expect, it } from "vitest";

import { EMPTY_CONTACT, validateContact } from "./contact-validation";

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
