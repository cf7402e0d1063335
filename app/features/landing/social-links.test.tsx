// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { socialHref } from "#app/lib/socials";

import { SocialLinks } from "./social-links";

afterEach(cleanup);

describe("SocialLinks", () => {
  it("shows every kind the owner lists, in their order, each named and with an icon", () => {
    render(
      <SocialLinks
        links={[
          { kind: "scholar", url: "https://scholar.google.com/citations?user=abc" },
          { kind: "x", url: "https://x.com/sam" },
          { kind: "huggingface", url: "https://huggingface.co/sam" },
          { kind: "email" },
          { kind: "linkedin", url: "https://www.linkedin.com/in/sam" },
          { kind: "github", url: "https://github.com/sam" },
        ]}
        email="sam@example.org"
      />,
    );
    const links = screen.getAllByRole("link");
    expect(links.map((link) => [link.getAttribute("aria-label"), link.getAttribute("href")])).toEqual([
      ["Google Scholar", "https://scholar.google.com/citations?user=abc"],
      ["X", "https://x.com/sam"],
      ["Hugging Face", "https://huggingface.co/sam"],
      ["Email", "mailto:sam@example.org"],
      ["LinkedIn", "https://www.linkedin.com/in/sam"],
      ["GitHub", "https://github.com/sam"],
    ]);
    for (const link of links) expect(link.querySelector("svg")).not.toBeNull();
    // Only the mail link stays in the tab.
    expect(links.map((link) => link.getAttribute("target"))).toEqual([
      "_blank",
      "_blank",
      "_blank",
      null,
      "_blank",
      "_blank",
    ]);
  });

  it("refuses a mail link without an address, naming the file to fix", () => {
    expect(() => socialHref({ kind: "email" }, undefined)).toThrow(/profile\.ts .*no email/);
  });

  it("shows only the kinds listed", () => {
    render(<SocialLinks links={[{ kind: "huggingface", url: "https://huggingface.co/sam" }]} />);
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("aria-label"))).toEqual(["Hugging Face"]);
  });
});
