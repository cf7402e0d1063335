import { describe, expect, it } from "vitest";

import { fixturePublications } from "#tests/support/content/fixture-publications";

import { publicationsJsonLd } from "./publications-json-ld";

const PAGE = "https://example.dev/publications";
const graph = publicationsJsonLd(fixturePublications, PAGE)["@graph"];
const node = (key: string) => graph.find((item) => item["@id"] === `${PAGE}#pub-${key}`)!;

describe("publicationsJsonLd", () => {
  it("describes every entry as a ScholarlyArticle with its own id", () => {
    expect(publicationsJsonLd(fixturePublications, PAGE)["@context"]).toBe("https://schema.org");
    expect(graph).toHaveLength(6);
    expect(new Set(graph.map((item) => item["@type"]))).toEqual(new Set(["ScholarlyArticle"]));
  });

  it("gives an article its authors, date, venue, abstract, DOI and a link to its entry", () => {
    expect(node("raman2024calibration")).toEqual({
      "@type": "ScholarlyArticle",
      "@id": `${PAGE}#pub-raman2024calibration`,
      headline: "Calibrated Credit Scores under Distribution Shift",
      author: [
        { "@type": "Person", name: "Priya Raman" },
        { "@type": "Person", name: "Jörg Müller" },
        { "@type": "Person", name: "José García" },
      ],
      datePublished: "2024-03",
      isPartOf: { "@type": "CreativeWork", name: "Journal of Machine Learning Research" },
      abstract:
        "We study how credit-scoring models lose their calibration when the population of applicants shifts, and propose a re-weighting that restores it with 95% fewer labels.",
      url: `${PAGE}#pub-raman2024calibration`,
      sameAs: ["https://doi.org/10.5555/jmlr.2024.0042"],
    });
  });

  it("uses the entry's own page as its url, the arXiv entry as sameAs, the PDF as its encoding", () => {
    expect(node("raman2021thesis").url).toBe("https://example.org/thesis/raman2021");
    expect(node("raman2025tabular").sameAs).toEqual(["https://arxiv.org/abs/2404.99999"]);
    expect(node("raman2023fairness").encoding).toEqual({
      "@type": "MediaObject",
      encodingFormat: "application/pdf",
      contentUrl: "https://example.org/papers/raman2023fairness.pdf",
    });
  });

  it("leaves out what the entry does not have", () => {
    expect(node("raman-notes")).toEqual({
      "@type": "ScholarlyArticle",
      "@id": `${PAGE}#pub-raman-notes`,
      headline: "Notes Towards a Loan-Model Card",
      author: [{ "@type": "Person", name: "Priya Raman" }],
      url: `${PAGE}#pub-raman-notes`,
    });
  });
});
