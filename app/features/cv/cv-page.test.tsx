// @vitest-environment jsdom
import { within } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";

import { webProfiles } from "#app/lib/socials";
import type { TimelineEntry } from "#app/site/content-types";
import { profile } from "#tests/fixtures/content/profile";
import { projects } from "#tests/fixtures/content/projects";
import { cvPage, site } from "#tests/fixtures/content/site";
import { additionalTechnologies, skillCategories, skills } from "#tests/fixtures/content/skills";
import { timeline } from "#tests/fixtures/content/timeline";
import { fixturePublications } from "#tests/support/content/fixture-publications";

import { cvContent } from "./cv-content";
import { CvPage } from "./cv-page";
import { PRINT_BUTTON_ID, PRINT_SCRIPT } from "./cv-print-button";

/**
 * The page is never hydrated, so what counts is its server-rendered HTML: rendered as the prerender
 * does, then read back as a document.
 */
function renderCv(content = cvContent) {
  const container = document.createElement("div");
  container.innerHTML = renderToStaticMarkup(<CvPage content={content} />);
  // Attached, so aria-labelledby finds the section headings.
  document.body.append(container);
  return { container, screen: within(container) };
}

afterEach(() => document.body.replaceChildren());

describe("CvPage", () => {
  it("heads the CV with the owner's name, role and ways to reach them", () => {
    const { container, screen } = renderCv();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(profile.name);
    const mail = container.querySelectorAll('a[href^="mailto:"]');
    if (profile.email) {
      expect(screen.getByText(profile.email)).toHaveAttribute("href", `mailto:${profile.email}`);
    } else {
      expect(mail).toHaveLength(0);
    }
    // Their text is the address itself, so print adds nothing after them.
    for (const url of [site.url, ...webProfiles().map((link) => link.url)]) {
      expect(container.querySelector(`a[href="${url}"]`), url).toHaveAttribute("data-shows-url");
    }
    expect(screen.getByText(profile.summary)).toBeInTheDocument();
  });

  it("lists every timeline entry, roles under Experience and courses under Education", () => {
    const { screen } = renderCv();
    const experience = screen.getByRole("region", { name: "Experience" });
    const education = screen.getByRole("region", { name: "Education" });
    const entries: readonly TimelineEntry[] = timeline;
    for (const entry of entries) {
      const section = (entry.kind ?? "work") === "work" ? experience : education;
      const item = within(section)
        .getAllByRole("listitem")
        .find((li) => li.textContent?.includes(entry.company));
      expect(item, entry.company).toBeDefined();
      expect(within(item!).getByRole("heading", { level: 3 })).toHaveTextContent(entry.title);
      expect(item).toHaveTextContent(entry.description);
      expect(item).toHaveTextContent(`${entry.year} – ${entry.endYear ?? "Present"}`);
    }
  });

  it("names every skill category with all of its skills, and the additional technologies", () => {
    const { screen } = renderCv();
    const section = screen.getByRole("region", { name: "Skills" });
    const terms = within(section).getAllByRole("term");
    for (const category of skillCategories) {
      const members = skills.filter((skill) => skill.category === category.id);
      if (members.length === 0) continue;
      const term = terms.find((dt) => dt.textContent === category.name);
      expect(term, category.name).toBeDefined();
      for (const skill of members) expect(term!.nextElementSibling).toHaveTextContent(skill.name);
    }
    for (const tag of additionalTechnologies) expect(section).toHaveTextContent(tag);
  });

  it("lists every project, its title linking to the live project by an absolute URL", () => {
    const { screen } = renderCv();
    const section = screen.getByRole("region", { name: "Projects" });
    for (const project of projects) {
      const link = within(section).getByRole("link", { name: project.title });
      expect(link).toHaveAttribute("href", new URL(project.liveUrl, site.url).href);
      expect(section).toHaveTextContent(project.description);
    }
  });

  it("lists the publications newest first: title linked to its page or DOI, authors, kind, venue and year", () => {
    const { screen } = renderCv({ ...cvContent, siteUrl: "https://example.dev", publications: fixturePublications });
    const section = screen.getByRole("region", { name: "Publications" });
    const entries = within(section).getAllByRole("listitem");
    expect(entries.map((entry) => within(entry).getByRole("heading", { level: 3 }).textContent)).toEqual([
      "Tabular Foundation Models Are Not Yet Credit Scorers",
      "Calibrated Credit Scores under Distribution Shift",
      "Fairness Audits for Small Lenders",
      "Naïve Bayes & Monte Carlo for Zürich's Lenders — a Ångström-Scale Study",
      "Learning from Few Defaults: Credit Risk with Scarce Labels",
      "Notes Towards a Loan-Model Card",
    ]);
    expect(within(entries[1]!).getByRole("link")).toHaveAttribute("href", "https://doi.org/10.5555/jmlr.2024.0042");
    expect(entries[1]).toHaveTextContent("Priya Raman, Jörg Müller and José García");
    expect(entries[1]).toHaveTextContent("Journal of Machine Learning Research, 2024");
    expect(entries[4]).toHaveTextContent("PhD thesis, University of Edinburgh, 2021");
    expect(within(entries[4]!).getByRole("link")).toHaveAttribute("href", "https://example.org/thesis/raman2021");
    // Nothing to link to.
    expect(within(entries[3]!).queryByRole("link")).toBeNull();
  });

  it("has no Publications section when there are none", () => {
    const { screen } = renderCv({ ...cvContent, publications: [] });
    expect(screen.queryByRole("region", { name: "Publications" })).toBeNull();
  });

  it("has a way home, the JSON Resume and a print button wired by its own inline script", () => {
    const { container, screen } = renderCv();
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: /Portfolio/ })).toHaveAttribute("href", "/");
    expect(within(nav).getByRole("link", { name: "JSON Resume" })).toHaveAttribute("href", cvPage.jsonPath);
    const button = within(nav).getByRole("button", { name: "Download PDF" });
    expect(button).toHaveAttribute("id", PRINT_BUTTON_ID);
    const scripts = [...container.querySelectorAll("script")];
    expect(scripts.map((script) => [script.getAttribute("src"), script.textContent])).toEqual([[null, PRINT_SCRIPT]]);
  });

  it("wires the button to the print dialog", () => {
    document.body.innerHTML = `<button id="${PRINT_BUTTON_ID}"></button>`;
    let printed = 0;
    new Function("print", PRINT_SCRIPT)(() => (printed += 1));
    document.getElementById(PRINT_BUTTON_ID)!.click();
    expect(printed).toBe(1);
  });
});
