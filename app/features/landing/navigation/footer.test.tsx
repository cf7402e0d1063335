// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { profile } from "#app/content/profile";
import { webProfiles } from "#app/content/socials";

import { Footer } from "./footer";

afterEach(cleanup);

describe("Footer", () => {
  it("has quick links to every section but the hero", () => {
    render(<Footer />);
    const nav = within(screen.getByRole("contentinfo")).getByRole("navigation", { name: "Footer" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["About", "#about"],
      ["Skills", "#skills"],
      ["Projects", "#projects"],
      ["Contact", "#contact"],
    ]);
  });

  it("has named social links; external ones open safely in a new tab", () => {
    render(<Footer />);
    for (const { network: name, url: href } of webProfiles()) {
      const link = screen.getByRole("link", { name });
      expect(link).toHaveAttribute("href", href);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    const email = screen.getByRole("link", { name: "Email" });
    expect(email).toHaveAttribute("href", `mailto:${profile.email}`);
    expect(email).not.toHaveAttribute("target");
  });

  it("shows the copyright year and the owner's name", () => {
    render(<Footer />);
    expect(screen.getByRole("contentinfo")).toHaveTextContent(`© ${new Date().getFullYear()} ${profile.name}`);
  });
});
