// @vitest-environment jsdom
import { within } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import { fixturePublications } from "#tests/support/content/fixture-publications";

import { FILTER_SCRIPT } from "./publication-filter";
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
    // For the whole page, one status line and one script each: Copy BibTeX's and the filter's.
    expect(container.querySelectorAll("[role=status]")).toHaveLength(2);
    expect(container.querySelectorAll("script")).toHaveLength(2);
  });

  describe("the filter", () => {
    /** The page with its filter's script run, as the browser runs it once the page is parsed. */
    function filtered(address = "/publications") {
      history.replaceState(null, "", address);
      const page = renderPage();
      new Function(FILTER_SCRIPT)();
      const shown = () =>
        [...page.container.querySelectorAll<HTMLElement>("li[data-type]")]
          .filter((entry) => !entry.hidden)
          .map((entry) => entry.id);
      const set = (name: string, value: string) => {
        const field = page.container.querySelector<HTMLInputElement>(`[name=${name}]`)!;
        field.value = value;
        field.dispatchEvent(new Event("input", { bubbles: true }));
      };
      const status = () => page.container.querySelector("#publication-filter-status")!.textContent;
      return { shown, set, status, ...page };
    }

    it("shows every entry and says nothing until a choice is made", () => {
      const { shown, status } = filtered();
      expect(shown()).toHaveLength(6);
      expect(status()).toBe("");
    });

    it("keeps the entries with every word typed, accents and case aside, in their title, authors, venue or abstract", () => {
      const { shown, set, status } = filtered();
      set("filter", "zurich NAIVE");
      expect(shown()).toEqual(["pub-ozturk2022naive"]);
      expect(status()).toBe("1 of 6 publications shown.");
      set("filter", "müller");
      expect(shown()).toEqual(["pub-raman2024calibration"]);
      set("filter", "95% fewer labels");
      expect(shown()).toEqual(["pub-raman2024calibration"]);
      set("filter", "no such words");
      expect(shown()).toEqual([]);
      expect(status()).toBe("No publication matches.");
    });

    it("filters by year, type and keyword, and hides the years left empty", () => {
      const { shown, set, container } = filtered();
      set("year", "2023");
      expect(shown()).toEqual(["pub-raman2023fairness"]);
      const visibleYears = [...container.querySelectorAll<HTMLElement>("section")].filter((year) => !year.hidden);
      expect(visibleYears.map((year) => year.querySelector("h2")?.textContent)).toEqual(["2023"]);
      set("year", "");
      set("type", "thesis");
      expect(shown()).toEqual(["pub-raman2021thesis"]);
      set("type", "");
      set("keyword", "fairness");
      expect(shown()).toEqual(["pub-raman2023fairness"]);
    });

    it("offers only the choices the entries have", () => {
      const { container } = filtered();
      const options = (name: string) =>
        [...container.querySelectorAll(`[name=${name}] option`)].map((option) => option.textContent);
      expect(options("year")).toEqual(["All", "2025", "2024", "2023", "2022", "2021"]);
      expect(options("type")).toEqual(["All", "Journal article", "Conference paper", "Thesis", "Preprint"]);
      expect(options("keyword")).toEqual(["All", "fairness"]);
    });

    it("keeps the choice in the address, and starts from the one it is given", () => {
      const { shown, set } = filtered("/publications?type=preprint");
      expect(shown()).toEqual(["pub-raman2025tabular"]);
      set("filter", "tabular");
      expect(Object.fromEntries(new URL(location.href).searchParams)).toEqual({ filter: "tabular", type: "preprint" });
    });
  });
});
