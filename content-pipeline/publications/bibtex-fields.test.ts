import { describe, expect, it } from "vitest";

import { arxivId, date, isSelected, keywords, kind, linkValues, publicationType, safeLink } from "./bibtex-fields";

describe("BibTeX fields", () => {
  it("reads the year and month, or BibLaTeX's date, and nothing from a year that is not one", () => {
    expect(date({ year: "2024", month: "3" })).toEqual({ year: 2024, date: "2024-03" });
    expect(date({ year: "2024", month: "13" })).toEqual({ year: 2024, date: "2024" });
    expect(date({ date: "2023-11-30" })).toEqual({ year: 2023, date: "2023-11" });
    expect(date({ date: "2023" })).toEqual({ year: 2023, date: "2023" });
    expect(date({ year: "in press" })).toEqual({});
    expect(date({})).toEqual({});
  });

  it("finds an arXiv identifier in eprint, an arxiv field, or Google Scholar's journal", () => {
    expect(arxivId({ eprint: "2401.00001", archiveprefix: "arXiv" })).toBe("2401.00001");
    expect(arxivId({ eprint: "2401.00001", eprinttype: "arxiv" })).toBe("2401.00001");
    expect(arxivId({ eprint: "hal-0001", eprinttype: "hal" })).toBeUndefined();
    expect(arxivId({ arxiv: "2401.00001" })).toBe("2401.00001");
    expect(arxivId({ journal: "arXiv preprint arXiv:2401.00001" })).toBe("2401.00001");
  });

  it("gives every entry a type for the list's filter", () => {
    expect(publicationType("article", undefined)).toBe("article");
    expect(publicationType("article", "preprint")).toBe("preprint");
    expect(publicationType("inproceedings", undefined)).toBe("conference");
    expect(publicationType("incollection", undefined)).toBe("chapter");
    expect(publicationType("book", undefined)).toBe("book");
    expect(publicationType("phdthesis", "phd-thesis")).toBe("thesis");
    expect(publicationType("mastersthesis", "masters-thesis")).toBe("thesis");
    expect(publicationType("techreport", "report")).toBe("report");
    expect(publicationType("misc", undefined)).toBe("other");
    expect(publicationType("unpublished", undefined)).toBe("other");
  });

  it("keeps the keywords as written, each once, but the flag that selects an entry", () => {
    expect(keywords({ keywords: ["fairness", " Selected ", "credit risk", "fairness", ""] })).toEqual([
      "fairness",
      "credit risk",
    ]);
    expect(keywords({})).toEqual([]);
  });

  it("names the kind of work only where the venue does not say it", () => {
    expect(kind("phdthesis", {}, undefined)).toBe("phd-thesis");
    expect(kind("thesis", { type: "PhD thesis" }, undefined)).toBe("phd-thesis");
    expect(kind("thesis", { type: "MSc dissertation" }, undefined)).toBe("masters-thesis");
    expect(kind("mastersthesis", {}, undefined)).toBe("masters-thesis");
    expect(kind("thesis", {}, undefined)).toBe("thesis");
    expect(kind("techreport", {}, undefined)).toBe("report");
    expect(kind("misc", {}, "2401.00001")).toBe("preprint");
    expect(kind("article", { journal: "arXiv preprint arXiv:2401.00001" }, "2401.00001")).toBe("preprint");
    expect(kind("article", { journal: "JMLR" }, "2401.00001")).toBeUndefined();
    expect(kind("article", { journal: "JMLR" }, undefined)).toBeUndefined();
  });

  it("builds DOI and arXiv addresses, whatever form the DOI was written in", () => {
    expect(linkValues({ doi: "10.5555/a(1)" }, undefined)).toEqual({ doi: "https://doi.org/10.5555/a(1)" });
    expect(linkValues({ doi: "https://doi.org/10.5555/x" }, undefined)).toEqual({ doi: "https://doi.org/10.5555/x" });
    expect(linkValues({ doi: "doi:10.5555/a?b#c" }, undefined)).toEqual({ doi: "https://doi.org/10.5555/a%3Fb%23c" });
    expect(linkValues({}, "math/0601001")).toEqual({ arxiv: "https://arxiv.org/abs/math/0601001" });
  });

  it("accepts http(s) addresses and paths on the site as links, nothing else", () => {
    expect(safeLink("https://example.org/a b")).toEqual({ url: "https://example.org/a%20b" });
    expect(safeLink("/papers/a.pdf")).toEqual({ url: "/papers/a.pdf" });
    for (const refused of [
      "javascript:alert(1)",
      "data:text/html,x",
      "//example.org/x",
      "/\\evil.example/paper.pdf",
      "\\\\evil.example/paper.pdf",
      "/\t/evil.example",
      "papers/a.pdf",
      "ftp://x",
    ]) {
      expect(safeLink(refused), refused).toHaveProperty("refused");
    }
  });

  it("flags an entry selected by the field (true, yes or 1) or by a keyword", () => {
    expect(isSelected({ selected: "true" })).toBe(true);
    expect(isSelected({ selected: "Yes" })).toBe(true);
    expect(isSelected({ selected: "false" })).toBe(false);
    expect(isSelected({ keywords: ["nlp", "Selected"] })).toBe(true);
    expect(isSelected({ keywords: ["selection"] })).toBe(false);
    expect(isSelected({})).toBe(false);
  });
});
