// @vitest-environment jsdom
import { within } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import { fixturePublications } from "#tests/support/content/fixture-publications";

import { SelectedPublications } from "./selected-publications";

vi.mock("#app/content/profile", () => import("#tests/fixtures/content/profile"));

afterEach(() => document.body.replaceChildren());

describe("SelectedPublications", () => {
  it("lists the given entries, each leading to its place on /publications, with authors, venue, year and links", () => {
    const selected = fixturePublications.filter((publication) => publication.selected);
    document.body.innerHTML = renderToStaticMarkup(<SelectedPublications publications={selected} />);
    const section = within(document.body).getByRole("region", { name: "Selected publications" });
    const titles = within(section).getAllByRole("heading", { level: 3 });
    expect(titles.map((title) => [title.textContent, title.querySelector("a")?.getAttribute("href")])).toEqual([
      ["Calibrated Credit Scores under Distribution Shift", "/publications#pub-raman2024calibration"],
      ["Fairness Audits for Small Lenders", "/publications#pub-raman2023fairness"],
    ]);
    const first = titles[0]!.closest("li")!;
    expect(first).toHaveTextContent("Priya Raman, Jörg Müller and José García");
    expect(first.querySelector("[data-owner]")).toHaveTextContent("Priya Raman");
    expect(first).toHaveTextContent("Journal of Machine Learning Research, 2024");
    expect(within(first).getByRole("link", { name: "DOI" })).toHaveAttribute(
      "href",
      "https://doi.org/10.5555/jmlr.2024.0042",
    );
    expect(within(section).getByRole("link", { name: /All publications/ })).toHaveAttribute("href", "/publications");
  });
});
