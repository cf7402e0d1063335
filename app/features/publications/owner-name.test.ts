import { describe, expect, it } from "vitest";

import { isOwner } from "./owner-name";

const author = (given: string | undefined, family: string | undefined) => ({
  name: [given, family].filter(Boolean).join(" "),
  ...(given ? { given } : {}),
  ...(family ? { family } : {}),
});

describe("isOwner", () => {
  it("matches the owner however the entry writes the name: in full, with initials, with a middle name", () => {
    for (const [given, family] of [
      ["Alex", "Morgan"],
      ["A.", "Morgan"],
      ["A", "Morgan"],
      ["Alex J.", "Morgan"],
      ["ALEX", "MORGAN"],
    ]) {
      expect(isOwner(author(given, family), "Alex Morgan"), `${given} ${family}`).toBe(true);
    }
  });

  it("ignores accents on either side, and matches hyphenated initials and family particles", () => {
    expect(isOwner(author("Emile", "Zola"), "Émile Zola")).toBe(true);
    expect(isOwner(author("É.", "Zola"), "Emile Zola")).toBe(true);
    expect(isOwner(author("J.-P.", "Müller"), "Jean-Pierre Muller")).toBe(true);
    expect(isOwner(author("Ana", "van der Berg"), "Ana van der Berg")).toBe(true);
  });

  it("does not match another given name, a longer one, a family name alone, or a block name", () => {
    expect(isOwner(author("Jamie", "Morgan"), "Alex Morgan")).toBe(false);
    expect(isOwner(author("Alexandra", "Morgan"), "Alex Morgan")).toBe(false);
    expect(isOwner(author("B.", "Morgan"), "Alex Morgan")).toBe(false);
    expect(isOwner(author(undefined, "Morgan"), "Alex Morgan")).toBe(false);
    expect(isOwner(author("Alex", "Morgan-Smith"), "Alex Morgan")).toBe(false);
    expect(isOwner({ name: "Alex Morgan" }, "Alex Morgan")).toBe(false);
  });
});
