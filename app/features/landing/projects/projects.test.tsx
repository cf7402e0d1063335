// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { projects, projectsSection } from "#tests/fixtures/content/projects";
import { modules } from "#tests/fixtures/content/site";
import { escapeHtml } from "#tests/support/escape-html";

import { featuredFirst, Projects } from "./projects";

afterEach(cleanup);

const cards = () => within(screen.getByRole("region", { name: projectsSection.title })).getAllByRole("article");

const ui = (
  <MemoryRouter>
    <Projects />
  </MemoryRouter>
);

describe("Projects", () => {
  it("renders every project as a card under the section heading, featured first", () => {
    render(ui);
    expect(screen.getByRole("region", { name: projectsSection.title })).toHaveAttribute("id", "projects");
    expect(cards()).toHaveLength(projects.length);
    const titles = cards().map((card) => within(card).getByRole("heading", { level: 3 }).textContent);
    const featured = projects.filter((p) => p.featured).map((p) => p.title);
    const others = projects.filter((p) => !p.featured).map((p) => p.title);
    expect(titles).toEqual([...featured, ...others]);
    expect(screen.getAllByText("Featured")).toHaveLength(featured.length);
  });

  it("gives every project its own demo link: in-app paths in the same tab, other sites in a new one", () => {
    render(ui);
    const ordered = featuredFirst(projects);
    for (const [index, card] of cards().entries()) {
      const project = ordered[index]!;
      const demo = within(card).getByRole("link", { name: /^Live demo:/ });
      expect(demo).toHaveAttribute("href", project.liveUrl);
      if (project.liveUrl.startsWith("/")) expect(demo).not.toHaveAttribute("target");
      else expect(demo).toHaveAttribute("target", "_blank");
    }
  });

  it("links the loan prediction demo page (the site's one in-app demo) while the demo is on, never once it is off", () => {
    render(ui);
    const demos = screen.getAllByRole("link", { name: /^Live demo:/ }).map((link) => link.getAttribute("href"));
    if (modules.loanDemo) expect(demos).toContain("/projects/loan-predict");
    else expect(demos).not.toContain("/projects/loan-predict");
  });

  it("puts every title and description in the prerendered HTML", () => {
    const html = renderToString(ui);
    for (const project of projects) {
      expect(html).toContain(escapeHtml(project.title));
      expect(html).toContain(escapeHtml(project.description));
    }
  });
});

describe("featuredFirst", () => {
  it("moves featured projects ahead, keeping each group's order", () => {
    const list = [
      { id: "a", featured: false },
      { id: "b", featured: true },
      { id: "c", featured: false },
      { id: "d", featured: true },
    ];
    expect(featuredFirst(list).map((p) => p.id)).toEqual(["b", "d", "a", "c"]);
    expect(list.map((p) => p.id)).toEqual(["a", "b", "c", "d"]);
  });
});

describe("projects content", () => {
  // Checks of the owner's data that no edit should break silently; not its values or how many.
  it("gives every project a unique id (its card's key and heading id)", () => {
    expect(new Set(projects.map((p) => p.id)).size).toBe(projects.length);
  });
});
