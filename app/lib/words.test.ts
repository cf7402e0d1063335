import { describe, expect, it } from "vitest";

import { withOverrides } from "./words";

describe("withOverrides", () => {
  const pack = {
    title: "Notes",
    notFound: { status: "404", message: "Oops! Page not found" },
    minutes: (n: number) => `${n} min read`,
    kinds: ["a", "b"],
  };

  it("lays the owner's strings over the pack, key by key, down to one string", () => {
    const words = withOverrides(pack, { notFound: { message: "Rien ici." } });
    expect(words.notFound).toEqual({ status: "404", message: "Rien ici." });
    expect(words.title).toBe("Notes");
    expect(words.minutes(3)).toBe("3 min read");
    expect(pack.notFound.message).toBe("Oops! Page not found");
  });

  it("replaces a function or a list whole", () => {
    const words = withOverrides(pack, { minutes: (n: number) => `${n} min de lecture`, kinds: ["x"] });
    expect(words.minutes(3)).toBe("3 min de lecture");
    expect(words.kinds).toEqual(["x"]);
  });

  it("keeps the pack's value where there is no override", () => {
    expect(withOverrides(pack, undefined)).toBe(pack);
  });

  it("refuses a word the site does not have, naming it", () => {
    expect(() => withOverrides(pack, { notFound: { mesage: "typo" } }, "commonWords")).toThrow(
      "app/content/words.ts: commonWords.notFound.mesage is not a word of the site (check its spelling)",
    );
  });
});
