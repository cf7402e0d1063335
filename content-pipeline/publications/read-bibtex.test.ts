import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { readBibtex } from "./read-bibtex";

// The fixture's six entries (tests/fixtures/content/publications.bib); every value below was read off the
// file by hand, LaTeX decoded by eye.
const FIXTURE = join(import.meta.dirname, "..", "..", "tests", "fixtures", "content", "publications.bib");
const source = readFileSync(FIXTURE, "utf8");
const { publications, warnings } = readBibtex(source, "publications.bib");
const entry = (key: string) => publications.find((publication) => publication.key === key)!;

describe("readBibtex on the fixture", () => {
  it("reads every entry, in the file's order, without a warning", () => {
    expect(publications.map((publication) => publication.key)).toEqual([
      "raman2024calibration",
      "raman2023fairness",
      "raman2025tabular",
      "raman2021thesis",
      "ozturk2022naive",
      "raman-notes",
    ]);
    expect(warnings).toEqual([]);
  });

  it("reads an article: authors with accents, journal, year and month, DOI and code, abstract, selected", () => {
    expect(entry("raman2024calibration")).toEqual({
      key: "raman2024calibration",
      title: "Calibrated Credit Scores under Distribution Shift",
      authors: [
        { name: "Priya Raman", given: "Priya", family: "Raman" },
        { name: "Jörg Müller", given: "Jörg", family: "Müller" },
        // {\'\i}: one composed "í" (U+00ED), not a dotless i and a combining accent.
        { name: "José Garc\u00eda", given: "José", family: "Garc\u00eda" },
      ],
      moreAuthors: false,
      year: 2024,
      date: "2024-03",
      venue: "Journal of Machine Learning Research",
      type: "article",
      keywords: [],
      abstract:
        "We study how credit-scoring models lose their calibration when the population of applicants shifts, and propose a re-weighting that restores it with 95% fewer labels.",
      links: {
        doi: "https://doi.org/10.5555/jmlr.2024.0042",
        code: "https://github.com/priya-raman-ml/calibrated-credit",
      },
      selected: true,
      bibtex: expect.stringMatching(
        /^@article\{raman2024calibration,\n {2}author {4}= \{Raman, Priya and M\{\\"u\}ller/,
      ),
    });
  });

  it("reads a paper in proceedings: initials, a bare year, PDF, slides and video, selected by keyword", () => {
    expect(entry("raman2023fairness")).toMatchObject({
      authors: [
        { name: "P. Raman", given: "P.", family: "Raman" },
        { name: "Arjun Raman", given: "Arjun", family: "Raman" },
        { name: "Søren Østergaard", given: "Søren", family: "Østergaard" },
      ],
      year: 2023,
      date: "2023",
      venue: "Proceedings of the 40th International Conference on Machine Learning",
      // A conference paper, whose keyword "selected" flags it rather than names a subject.
      type: "conference",
      keywords: ["fairness"],
      links: {
        pdf: "https://example.org/papers/raman2023fairness.pdf",
        slides: "https://example.org/slides/raman2023fairness.pdf",
        video: "https://example.org/videos/raman2023fairness",
      },
      selected: true,
    });
  });

  it("reads an arXiv preprint: its arXiv link, no venue, and the authors after 'and others'", () => {
    const preprint = entry("raman2025tabular");
    expect(preprint).toMatchObject({
      authors: [
        { name: "Priya Raman", given: "Priya", family: "Raman" },
        { name: "Thị Nguyễn", given: "Thị", family: "Nguyễn" },
      ],
      moreAuthors: true,
      year: 2025,
      kind: "preprint",
      type: "preprint",
      links: { arxiv: "https://arxiv.org/abs/2404.99999" },
      selected: false,
    });
    expect(preprint.venue).toBeUndefined();
    // Math mode as text: the spaces around "=" go, as TeX would set them.
    expect(preprint.abstract).toBe(
      "We compare five tabular foundation models with a logistic scorecard on n=614 applications.",
    );
  });

  it("reads a PhD thesis: its kind, the school as venue, and its page", () => {
    expect(entry("raman2021thesis")).toMatchObject({
      kind: "phd-thesis",
      type: "thesis",
      venue: "University of Edinburgh",
      year: 2021,
      url: "https://example.org/thesis/raman2021",
      links: {},
    });
  });

  it("turns LaTeX accents and escapes into text: diaeresis on a dotless i, cedilla, ring, \\&, --- and braces", () => {
    const accents = entry("ozturk2022naive");
    expect(accents.title).toBe("Naïve Bayes & Monte Carlo for Zürich's Lenders — a Ångström-Scale Study");
    expect(accents.venue).toBe("Revue d'Économétrie Appliquée");
    expect(accents.authors.map((author) => author.name)).toEqual([
      "Ayşe Öztürk",
      "Priya Raman",
      // No comma, so BibTeX's rule: the last word is the family name ("Le" is capitalised, not a particle).
      "François Le Guével",
    ]);
  });

  it("keeps an entry with only an author and a title, every other field absent", () => {
    expect(entry("raman-notes")).toEqual({
      key: "raman-notes",
      title: "Notes Towards a Loan-Model Card",
      authors: [{ name: "Priya Raman", given: "Priya", family: "Raman" }],
      moreAuthors: false,
      type: "article",
      keywords: [],
      links: {},
      selected: false,
      bibtex: "@article{raman-notes,\n  author = {Raman, Priya},\n  title  = {Notes Towards a Loan-Model Card},\n}",
    });
  });
});

describe("readBibtex on bad input", () => {
  it("stops at a syntax error with the file, the parser's line and column, and where the entry starts", () => {
    const broken = "@article{ok, title={Fine}}\n\n@article{broken,\n  title = {Unclosed,\n  year = {2020}\n}\n";
    // The brace opened on line 4 is still open at the end of the file: line 7, column 1.
    expect(() => readBibtex(broken, "app/content/publications.bib")).toThrow(
      /^app\/content\/publications\.bib:7:1: BibTeX syntax error in @article\{broken\}, which starts at line 3: /,
    );
    expect(() => readBibtex("@article{a,\n  title {A}\n}\n", "x.bib")).toThrow(
      /^x\.bib:2:9: BibTeX syntax error in @article\{a\}, which starts at line 1: .*equals sign missing/,
    );
  });

  it("stops at an entry without a key, a key used twice, or an entry without a title", () => {
    expect(() => readBibtex("@article{ok, title={A}}\n@article{title={B}, year=2020}\n", "x.bib")).toThrow(
      "x.bib:2: @article entry without a citation key",
    );
    expect(() => readBibtex("@article{a, title={A}}\n\n@book{a, title={B}}\n", "x.bib")).toThrow(
      'x.bib:3: the key "a" is used twice (first at line 1)',
    );
    expect(() => readBibtex("@article{a, title={A}}\n@article{b,\n year={2020}}\n", "x.bib")).toThrow(
      "x.bib:2: @article{b} has no title",
    );
  });

  it("leaves out a link that is not an http(s) address or a path on the site, and says so", () => {
    const hostile = [
      "@article{a,",
      " title={A},",
      " url={javascript:alert(1)},",
      " pdf={data:text/html,<b>x</b>},",
      " code={//elsewhere.example/x},",
      " slides={/slides/a.pdf},",
      " video={http://example.org/v}",
      "}",
    ].join("\n");
    const reading = readBibtex(hostile, "x.bib");
    const [publication] = reading.publications;
    expect(publication!.links).toEqual({ slides: "/slides/a.pdf", video: "http://example.org/v" });
    expect(publication!.url).toBeUndefined();
    expect(reading.warnings).toEqual([
      { line: 1, message: expect.stringMatching(/^@article\{a\}: pdf left out: "data:text\/html,/) },
      {
        line: 1,
        message:
          '@article{a}: code left out: "//elsewhere.example/x" is not an http(s) address or a path on the site (one "/", then no backslash)',
      },
      {
        line: 1,
        message:
          '@article{a}: url left out: "javascript:alert(1)" is not an http(s) address or a path on the site (one "/", then no backslash)',
      },
    ]);
  });

  it("warns about an unknown LaTeX command on its line and keeps its argument, and about an undefined @string", () => {
    const reading = readBibtex(
      "@string{jmlr = {Journal of ML}}\n@article{a,\n title={A},\n journal=jmlr,\n abstract={In \\mycommand{linear} time, \\textsl{slanted}}\n}\n@article{b, title={B}, journal=nope}\n",
      "x.bib",
    );
    expect(reading.publications.map((publication) => [publication.venue, publication.abstract])).toEqual([
      ["Journal of ML", "In linear time, slanted"],
      ["nope", undefined],
    ]);
    expect(reading.warnings).toEqual([
      { line: 7, message: 'Unresolved @string reference "nope"' },
      { line: 5, message: "@article{a}: unknown LaTeX command \\mycommand left out (its argument is kept)" },
      { line: 5, message: "@article{a}: unknown LaTeX command \\textsl left out (its argument is kept)" },
    ]);
  });

  it("reads nothing from an empty file or one with only comments", () => {
    expect(readBibtex("", "x.bib")).toEqual({ publications: [], warnings: [] });
    expect(readBibtex("% my papers\nSome notes.\n@comment{later}\n", "x.bib")).toEqual({
      publications: [],
      warnings: [],
    });
  });
});

describe("readBibtex reads text as BibTeX means it", () => {
  const one = (fields: string) => readBibtex(`@article{a,\n  title = {A},\n${fields}\n}\n`, "x.bib");

  it("keeps < and > as written outside math (the parser printed them as ¡ and ¿)", () => {
    const { publications } = one("  abstract = {Significant at p < 0.05, and q > 1: <none> here, and <p> is kept.}");
    expect(publications[0]!.abstract).toBe("Significant at p < 0.05, and q > 1: <none> here, and <p> is kept.");
  });

  it("reads a bare % as a percent sign, as BibTeX copies it, and \\% as one too (a bare % cut the field short)", () => {
    const { publications } = one("  abstract = {A 5% gain;\n  and 10\\% more, at 3%.}");
    expect(publications[0]!.abstract).toBe("A 5% gain; and 10% more, at 3%.");
  });

  it("keeps a formula as TeX unless it reads whole in Unicode, and never rewrites it into another", () => {
    const title = (tex: string) => readBibtex(`@article{a, title = {${tex}}}`, "x.bib").publications[0]!.title;
    expect(title("Scaling as $N^{-\\alpha}$ in $O(n \\log n)$ time")).toBe(
      "Scaling as $N^{-\\alpha}$ in $O(n \\log n)$ time",
    );
    expect(title("The $\\sqrt{n+1}$ rule for $x_i$")).toBe("The $\\sqrt{n+1}$ rule for $x_i$");
    expect(title("Why $x^2$ and $\\alpha$ at $p < 0.05$")).toBe("Why x² and α at p<0.05");
    // Without a "$", "%", "<" or ">", a title reads as the parser reads it (accents, case braces).
    expect(title("M{\\\"u}ller's {BERT}")).toBe("Müller's BERT");
  });

  it("warns of no unknown command in a formula kept as TeX", () => {
    expect(one("  abstract = {In $O(n \\log n)$ time}").warnings).toEqual([]);
  });
});

describe("readBibtex checks dates", () => {
  const reading = (fields: string) => readBibtex(`@article{a,\n  title = {A},\n${fields}\n}\n`, "x.bib");

  it("warns at its line of a year outside 1000-2100, and lists the entry undated (no raw error from the CV's schema)", () => {
    const { publications, warnings } = reading("  year = {99999}");
    expect(publications[0]).not.toHaveProperty("year");
    expect(warnings).toEqual([
      {
        line: 3,
        message: "@article{a}: year = {99999} is not a year from 1000 to 2100, so the entry's date leaves it out",
      },
    ]);
  });

  it("warns of a date or month that does not exist, and keeps what does", () => {
    const impossible = reading("  date = {2024-99-99}");
    expect(impossible.publications[0]).not.toHaveProperty("year");
    expect(impossible.warnings.map((warning) => [warning.line, warning.message])).toEqual([
      [3, "@article{a}: date = {2024-99-99} is not a date that exists, so the entry's date leaves it out"],
    ]);
    expect(reading("  date = {2023-02-29}").warnings).toHaveLength(1);
    expect(reading("  date = {2024-02-29}").publications[0]).toMatchObject({ year: 2024, date: "2024-02" });
    const month = reading("  year = {2024},\n  month = {13}");
    expect(month.publications[0]).toMatchObject({ year: 2024, date: "2024" });
    expect(month.warnings.map((warning) => [warning.line, warning.message])).toEqual([
      [4, "@article{a}: month = {13} is not a month, so the entry's date leaves it out"],
    ]);
  });

  it("says nothing of a year in words, which is no mistake", () => {
    const { publications, warnings } = reading("  year = {in press}");
    expect(publications[0]).not.toHaveProperty("year");
    expect(warnings).toEqual([]);
  });
});
