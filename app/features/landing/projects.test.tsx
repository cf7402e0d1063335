// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { projects } from "~/content/projects";

import { featuredFirst, Projects } from "./projects";

afterEach(cleanup);

const ui = (
  <MemoryRouter>
    <Projects />
  </MemoryRouter>
);

describe("Projects", () => {
  it("renders every project as a card under the section heading, featured first", () => {
    render(ui);
    const section = screen.getByRole("region", { name: "Projects" });
    expect(section).toHaveAttribute("id", "projects");
    const cards = within(section).getAllByRole("article");
    expect(cards).toHaveLength(projects.length);
    const titles = cards.map((card) => within(card).getByRole("heading", { level: 3 }).textContent);
    const featured = projects.filter((p) => p.featured).map((p) => p.title);
    const others = projects.filter((p) => !p.featured).map((p) => p.title);
    expect(titles).toEqual([...featured, ...others]);
    expect(screen.getAllByText("Featured")).toHaveLength(featured.length);
  });

  it("has exactly one in-app demo link, to the loan prediction page", () => {
    render(ui);
    const inApp = screen
      .getAllByRole("link", { name: /^Live demo:/ })
      .filter((link) => link.getAttribute("href")?.startsWith("/"));
    expect(inApp).toHaveLength(1);
    expect(inApp[0]).toHaveAttribute("href", "/projects/loan-predict");
  });

  it("puts every title and description in the prerendered HTML", () => {
    const html = renderToString(ui);
    for (const project of projects) {
      expect(html).toContain(project.title);
      expect(html).toContain(project.description.replaceAll("'", "&#x27;"));
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
  it("has six projects, four featured, with the spec's fields", () => {
    expect(projects).toHaveLength(6);
    expect(projects.filter((p) => p.featured).map((p) => p.category)).toEqual([
      "AI Platform",
      "Financial AI",
      "Healthcare",
      "Education",
    ]);
    expect(projects.filter((p) => !p.featured).map((p) => p.category)).toEqual(["Data Science", "NLP"]);
    for (const project of projects) {
      expect(project.stats).toEqual({});
      expect(project.image).toMatch(/^https:\/\//);
      expect(new Set(projects.map((p) => p.id)).size).toBe(projects.length);
    }
  });
});
