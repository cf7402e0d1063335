// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { webProfiles } from "#app/lib/socials";
import { profile } from "#tests/fixtures/content/profile";

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

  it("adds the site's pages it is given after the sections", () => {
    render(<Footer pages={[{ label: "Publications", href: "/publications" }]} />);
    const nav = within(screen.getByRole("contentinfo")).getByRole("navigation", { name: "Footer" });
    expect(within(nav).getAllByRole("link").at(-1)).toHaveTextContent("Publications");
    expect(within(nav).getByRole("link", { name: "Publications" })).toHaveAttribute("href", "/publications");
  });

  it("has named social links; external ones open safely in a new tab", () => {
    render(<Footer />);
    for (const { network: name, url: href } of webProfiles()) {
      const link = screen.getByRole("link", { name });
      expect(link).toHaveAttribute("href", href);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    const email = screen.queryByRole("link", { name: "Email" });
    if (profile.socials.some((link) => link.kind === "email")) {
      expect(email).toHaveAttribute("href", `mailto:${profile.email}`);
      expect(email).not.toHaveAttribute("target");
    } else {
      expect(email).toBeNull();
    }
  });

  it("writes out the owner's address when there is one, and no mail link at all without", () => {
    render(<Footer />);
    const mail = [...screen.getByRole("contentinfo").querySelectorAll('a[href^="mailto:"]')];
    if (profile.email) {
      expect(screen.getByRole("link", { name: profile.email })).toHaveAttribute("href", `mailto:${profile.email}`);
    } else {
      expect(mail).toEqual([]);
    }
  });

  it("shows the copyright year and the owner's name", () => {
    render(<Footer />);
    expect(screen.getByRole("contentinfo")).toHaveTextContent(`© ${new Date().getFullYear()} ${profile.name}`);
  });
});
