// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";

import { startBehaviours } from "#app/lib/behaviours/behaviour";
import { cvLinkLabel } from "#app/words/site/cv";
import { profile } from "#tests/fixtures/content/profile";
import { cvPage, modules } from "#tests/fixtures/content/site";

import { navbar } from "./behaviours";
import { Navbar } from "./navbar";

/** The navbar as the page's script finds it: prerendered, then its behaviour started. */
function renderNavbar(props: Parameters<typeof Navbar>[0] = {}) {
  const result = render(<Navbar {...props} />);
  stops.push(startBehaviours({ navbar, "theme-toggle": () => () => {} }, result.container));
  return result;
}
const stops: (() => void)[] = [];

function scrollWindowTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true, writable: true });
  fireEvent.scroll(window);
}

const header = () => screen.getByRole("banner");
const menu = () => document.getElementById("mobile-menu")!;

afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  cleanup();
  scrollWindowTo(0);
});

describe("Navbar", () => {
  it("links the brand and every section", () => {
    renderNavbar();
    expect(screen.getByRole("link", { name: profile.name })).toHaveAttribute("href", "#hero");
    const nav = screen.getByRole("navigation", { name: "Main" });
    const desktop = within(nav).getAllByRole("list")[0]!;
    const links = within(desktop).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Home", "#hero"],
      ["About", "#about"],
      ["Skills", "#skills"],
      ["Projects", "#projects"],
      ["Contact", "#contact"],
    ]);
  });

  it("adds the site's pages it is given after the sections, on wide screens and in the mobile menu", () => {
    renderNavbar({ pages: [{ label: "Publications", href: "/publications" }] });
    const nav = screen.getByRole("navigation", { name: "Main" });
    const [desktop] = within(nav).getAllByRole("list");
    expect(within(desktop!).getAllByRole("link").at(-1)).toHaveAttribute("href", "/publications");
    expect(within(menu()).getByRole("link", { name: "Publications", hidden: true })).toHaveAttribute(
      "href",
      "/publications",
    );
  });

  it("links to the CV as a page of its own, on wide screens and in the mobile menu, while the CV is on", () => {
    renderNavbar();
    const nav = screen.getByRole("navigation", { name: "Main" });
    if (!modules.cv) {
      expect(within(nav).queryAllByRole("link", { name: cvLinkLabel, hidden: true })).toEqual([]);
      expect(nav.querySelector(`a[href="${cvPage.path}"]`)).toBeNull();
      return;
    }
    const cvLinks = within(nav).getAllByRole("link", { name: cvLinkLabel, hidden: true });
    expect(cvLinks).toHaveLength(2);
    for (const link of cvLinks) expect(link).toHaveAttribute("href", cvPage.path);
    expect(within(menu()).getByRole("link", { name: cvLinkLabel, hidden: true })).toBe(cvLinks[1]);
  });

  it("marks itself scrolled only past 50px", () => {
    renderNavbar();
    expect(header()).toHaveAttribute("data-scrolled", "false");
    scrollWindowTo(50);
    expect(header()).toHaveAttribute("data-scrolled", "false");
    scrollWindowTo(51);
    expect(header()).toHaveAttribute("data-scrolled", "true");
    scrollWindowTo(10);
    expect(header()).toHaveAttribute("data-scrolled", "false");
  });

  it("starts scrolled when the page opens part-way down", () => {
    Object.defineProperty(window, "scrollY", { value: 400, configurable: true, writable: true });
    renderNavbar();
    expect(header()).toHaveAttribute("data-scrolled", "true");
  });

  it("opens and closes the mobile menu with its toggle", async () => {
    const user = userEvent.setup();
    renderNavbar();
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-controls", "mobile-menu");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(menu()).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveAccessibleName("Close menu");
    expect(menu()).toBeVisible();

    expect(header()).toHaveAttribute("data-open", "true");

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveAccessibleName("Open menu");
    expect(menu()).not.toBeVisible();
    expect(header()).toHaveAttribute("data-open", "false");
  });

  it("prerenders with the menu closed and unscrolled, whatever the page", () => {
    const html = renderToString(<Navbar />);
    expect(html).toContain('data-scrolled="false"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toMatch(/<div id="mobile-menu" hidden=""/);
  });

  it("closes the mobile menu when a link is chosen", async () => {
    const user = userEvent.setup();
    renderNavbar();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const about = within(menu()).getByRole("link", { name: "About" });
    expect(about).toHaveAttribute("href", "#about");

    await user.click(about);
    expect(menu()).not.toBeVisible();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the mobile menu on Escape and returns focus to the toggle", async () => {
    const user = userEvent.setup();
    renderNavbar();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    within(menu()).getByRole("link", { name: "Skills" }).focus();

    await user.keyboard("{Escape}");
    expect(menu()).not.toBeVisible();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus();
  });
});
