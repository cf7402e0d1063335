// @vitest-environment jsdom
import { within } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import { fixturePublications } from "#tests/support/fixture-publications";

import { PublicationsPage } from "./publications-page";

// The fixture owner, Priya Raman, as the test build has her (CONTENT_DIR).
vi.mock("#app/content/profile", () => import("#tests/fixtures/content/profile"));

/** The page is never hydrated: what counts is its HTML, rendered as the prerender does, read back as a document. */
function renderPage() {
  const container = document.createElement("div");
  container.innerHTML = renderToStaticMarkup(<PublicationsPage pages={[]} publications={fixturePublications} />);
  document.body.append(container);
  return { container, screen: within(container) };
}

afterEach(() => document.body.replaceChildren());

describe("PublicationsPage", () => {
  it("groups the entries by year, newest first, the undated last", () => {
    const { screen } = renderPage();
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "2025",
      "2024",
      "2023",
      "2022",
      "2021",
      "Undated",
    ]);
    const year2024 = screen.getByRole("region", { name: "2024" });
    expect(
      within(year2024)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["Calibrated Credit Scores under Distribution Shift"]);
    const undated = screen.getByRole("region", { name: "Undated" });
    expect(within(undated).getByRole("heading", { level: 3 })).toHaveTextContent("Notes Towards a Loan-Model Card");
  });

  it("puts the owner's name in bold however the entry spells it, and no one else's", () => {
    const { container } = renderPage();
    const bold = [...container.querySelectorAll("[data-owner]")].map((element) => element.textContent);
    // Six entries, each with the owner once: "Raman, Priya", "Priya Raman" and "P. Raman"; never Arjun Raman.
    expect(bold.toSorted()).toEqual([
      "P. Raman",
      "Priya Raman",
      "Priya Raman",
      "Priya Raman",
      "Priya Raman",
      "Priya Raman",
    ]);
    const fairness = container.querySelector("#pub-raman2023fairness")!;
    expect(fairness.querySelector("p")).toHaveTextContent("P. Raman, Arjun Raman and Søren Østergaard");
    expect(container.querySelector("#pub-raman2025tabular p")).toHaveTextContent("Priya Raman, Thị Nguyễn et al.");
  });

  it("shows each entry's venue or kind, and exactly the links it has", () => {
    const { container } = renderPage();
    const links = (key: string) =>
      [...container.querySelectorAll(`#pub-${key} a`)].map((link) => [link.textContent, link.getAttribute("href")]);
    expect(container.querySelector("#pub-raman2024calibration cite")).toHaveTextContent(
      "Journal of Machine Learning Research",
    );
    expect(container.querySelector("#pub-raman2021thesis")).toHaveTextContent("PhD thesis, University of Edinburgh");
    expect(container.querySelector("#pub-raman2025tabular")).toHaveTextContent("Preprint");
    expect(links("raman2024calibration")).toEqual([
      ["DOI", "https://doi.org/10.5555/jmlr.2024.0042"],
      ["Code", "https://github.com/priya-raman-ml/calibrated-credit"],
    ]);
    expect(links("raman2023fairness")).toEqual([
      ["PDF", "https://example.org/papers/raman2023fairness.pdf"],
      ["Slides", "https://example.org/slides/raman2023fairness.pdf"],
      ["Video", "https://example.org/videos/raman2023fairness"],
    ]);
    expect(links("raman2025tabular")).toEqual([["arXiv", "https://arxiv.org/abs/2404.99999"]]);
    // Its own page is on the title.
    expect(links("raman2021thesis")).toEqual([
      ["Learning from Few Defaults: Credit Risk with Scarce Labels", "https://example.org/thesis/raman2021"],
    ]);
    expect(links("raman-notes")).toEqual([]);
  });

  it("flags the selected entries", () => {
    const { container } = renderPage();
    const flagged = [...container.querySelectorAll("li[id^=pub-]")].filter((entry) =>
      [...entry.querySelectorAll("[data-slot=badge]")].some((badge) => badge.textContent === "Selected"),
    );
    expect(flagged.map((entry) => entry.id)).toEqual(["pub-raman2024calibration", "pub-raman2023fairness"]);
  });

  it("puts each abstract in a closed <details>, and no Abstract where the entry has none", () => {
    const { container } = renderPage();
    const abstract = container.querySelector("#pub-raman2024calibration details")!;
    expect(abstract).not.toHaveAttribute("open");
    expect(abstract.querySelector("summary")).toHaveTextContent("Abstract");
    expect(abstract).toHaveTextContent("restores it with 95% fewer labels.");
    const summaries = (key: string) =>
      [...container.querySelectorAll(`#pub-${key} summary`)].map((summary) => summary.textContent);
    expect(summaries("raman2024calibration")).toEqual(["Abstract", "BibTeX"]);
    expect(summaries("raman2023fairness")).toEqual(["BibTeX"]);
  });

  it("has each entry's BibTeX in the HTML as written, and a Copy BibTeX button pointing at it", () => {
    const { container, screen } = renderPage();
    const code = container.querySelector("#pub-raman-notes-bibtex")!;
    expect(code.tagName).toBe("CODE");
    expect(code.textContent).toBe(
      "@article{raman-notes,\n  author = {Raman, Priya},\n  title  = {Notes Towards a Loan-Model Card},\n}",
    );
    const buttons = screen.getAllByRole("button", { name: "Copy BibTeX" });
    expect(buttons).toHaveLength(6);
    for (const button of buttons) {
      const target = container.querySelector(`#${button.dataset.copyBibtex}`);
      expect(target?.textContent, button.dataset.copyBibtex).toMatch(/^@\w+\{/);
    }
    // One status line and one script for the whole page.
    expect(container.querySelectorAll("[role=status]")).toHaveLength(1);
    expect(container.querySelectorAll("script")).toHaveLength(1);
  });
});
