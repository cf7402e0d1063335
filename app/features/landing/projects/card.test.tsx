// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { Project } from "#app/site/content-types";

import { ProjectCard } from "./card";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Fixtures, not the owner's projects: the card's behaviour must hold whatever app/content/ lists.
const base: Project = {
  id: "example-retrieval",
  title: "Example Retrieval Project",
  description: "A made-up project for these tests: it answers questions from a pile of documents.",
  image: "https://images.example.test/retrieval.jpg",
  technologies: ["Python", "FastAPI"],
  liveUrl: "https://demo.example.test/retrieval/",
  githubUrl: "https://github.com/example/retrieval",
  featured: true,
  category: "AI Platform",
};
const inApp: Project = {
  ...base,
  id: "example-in-app",
  title: "In-App Demo",
  liveUrl: "/projects/loan-predict",
  featured: false,
};

function renderCard(project: Project) {
  return render(
    <MemoryRouter>
      <ProjectCard project={project} />
    </MemoryRouter>,
  );
}

const techs = (n: number) => Array.from({ length: n }, (_, i) => `Tech ${i + 1}`);
const badges = () => within(screen.getByRole("list", { name: "Technologies" })).getAllByRole("listitem");

describe("ProjectCard technologies", () => {
  it("shows the first 3 technologies then +N for the rest", () => {
    renderCard({ ...base, technologies: techs(7) });
    expect(badges()).toHaveLength(4);
    expect(screen.getByText("Tech 1")).toBeInTheDocument();
    expect(screen.getByText("Tech 3")).toBeInTheDocument();
    expect(screen.queryByText("Tech 4")).not.toBeInTheDocument();
    expect(screen.getByText("+4")).toBeInTheDocument();
  });

  it("shows +1 for four technologies", () => {
    renderCard({ ...base, technologies: techs(4) });
    expect(screen.getByText("+1")).toBeInTheDocument();
  });

  it.each([3, 2, 0])("shows no +N badge for %i technologies", (n) => {
    renderCard({ ...base, technologies: techs(n) });
    expect(screen.queryByText(/^\+\d+$/)).not.toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Technologies" }).children).toHaveLength(n);
  });
});

describe("ProjectCard content and links", () => {
  it("shows the title as a heading and the description (clamped to 3 lines: tests/e2e/projects.spec.ts)", () => {
    renderCard(base);
    expect(screen.getByRole("heading", { level: 3, name: base.title })).toBeInTheDocument();
    expect(screen.getByText(base.description)).toBeInTheDocument();
    expect(screen.getByRole("article", { name: base.title })).toBeInTheDocument();
  });

  it("opens external demo and source links in a new tab, named after the project", () => {
    renderCard(base);
    const demo = screen.getByRole("link", { name: new RegExp(`^Live demo: ${base.title}`) });
    const source = screen.getByRole("link", { name: new RegExp(`^Source code: ${base.title}`) });
    for (const [link, href] of [
      [demo, base.liveUrl],
      [source, base.githubUrl],
    ] as const) {
      expect(link).toHaveAttribute("href", href);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  it("links an in-app demo (such as /projects/loan-predict) in the same tab; its source still opens a new one", () => {
    renderCard(inApp);
    const demo = screen.getByRole("link", { name: `Live demo: ${inApp.title}` });
    expect(demo).toHaveAttribute("href", "/projects/loan-predict");
    expect(demo).not.toHaveAttribute("target");
    expect(screen.getByRole("link", { name: new RegExp(`^Source code: ${inApp.title}`) })).toHaveAttribute(
      "target",
      "_blank",
    );
  });

  it("shows the category above the title", () => {
    renderCard(base);
    expect(screen.getByText(base.category).compareDocumentPosition(screen.getByRole("heading", { level: 3 }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it("marks featured projects and only those", () => {
    renderCard(base);
    expect(screen.getByText("Featured")).toBeInTheDocument();
    cleanup();
    renderCard({ ...base, featured: false });
    expect(screen.queryByText("Featured")).not.toBeInTheDocument();
  });
});

describe("ProjectCard image", () => {
  const frame = (container: HTMLElement) => container.querySelector("[data-image]")!;

  it("renders a lazy, sized, decorative image over the initials panel", () => {
    const { container } = renderCard(base);
    const img = container.querySelector("img")!;
    expect(img).toHaveAttribute("src", base.image);
    expect(img).toHaveAttribute("width", "800");
    expect(img).toHaveAttribute("height", "450");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("decoding", "async");
    expect(img).toHaveAttribute("alt", "");
    expect(frame(container)).toHaveAttribute("data-image", "pending");
  });

  it("swaps to the initials panel when the image fails to load", () => {
    const { container } = renderCard(base);
    fireEvent.error(container.querySelector("img")!);
    expect(container.querySelector("img")).toBeNull();
    expect(frame(container)).toHaveAttribute("data-image", "failed");
    expect(within(frame(container) as HTMLElement).getByText("ER")).toBeInTheDocument();
  });

  it("notices an image that already failed before the component mounted", () => {
    vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(0);
    const { container } = renderCard(base);
    expect(container.querySelector("img")).toBeNull();
    expect(frame(container)).toHaveAttribute("data-image", "failed");
  });

  it("keeps an image that loaded", () => {
    vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(800);
    const { container } = renderCard(base);
    expect(container.querySelector("img")).not.toBeNull();
    expect(frame(container)).toHaveAttribute("data-image", "pending");
  });
});
