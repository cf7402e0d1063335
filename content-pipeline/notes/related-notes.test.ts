import { describe, expect, it } from "vitest";

import { cosine, relatedNotes, tfidfVectors, words } from "./related-notes";

// The texts of related-notes-reference.py, and the cosines scikit-learn's TfidfVectorizer gives for them (its
// output, rounded to six places).
const TEXTS = [
  "the odds of a loan model",
  "the odds of a default under a logistic model",
  "gradient boosted trees for tabular data",
  "calibration of a logistic model",
];
const SKLEARN = [
  [1, 0.614389, 0, 0.389336],
  [0.614389, 1, 0, 0.531472],
  [0, 0, 1, 0],
  [0.389336, 0.531472, 0, 1],
];

const note = (path: string, tags: string[], text: string, date = "2025-01-01") => ({
  path,
  date,
  tags: tags.map((slug) => ({ slug })),
  text,
});

describe("text similarity", () => {
  it("finds words by the language's word breaker, lower-cased", () => {
    expect(words("The model's odds — 95% of them.", "en-GB")).toEqual(["the", "model's", "odds", "95", "of", "them"]);
    expect(words("機械学習", "ja").length).toBeGreaterThan(1);
  });

  it("gives the cosines scikit-learn's TF-IDF gives", () => {
    const vectors = tfidfVectors(TEXTS.map((text) => words(text, "en-GB")));
    const cosines = vectors.map((a) => vectors.map((b) => cosine(a, b)));
    cosines.forEach((row, i) => row.forEach((value, j) => expect(value).toBeCloseTo(SKLEARN[i]![j]!, 5)));
  });
});

describe("relatedNotes", () => {
  it("puts the notes sharing most tags first, whatever their words", () => {
    const notes = [
      note("/a", ["ml", "python"], TEXTS[0]!),
      note("/b", ["ml"], TEXTS[1]!),
      note("/c", ["ml", "python"], TEXTS[2]!),
      note("/d", [], TEXTS[3]!),
    ];
    // /c shares two tags with /a, /b one; /d none, though its words are closer than /c's.
    expect(relatedNotes(notes, "en-GB").get("/a")).toEqual(["/c", "/b", "/d"]);
  });

  it("breaks a tie of shared tags by the words, then by date, and shows at most three", () => {
    const notes = [
      note("/a", ["ml"], TEXTS[0]!),
      note("/b", ["ml"], TEXTS[1]!),
      note("/c", ["ml"], TEXTS[2]!),
      note("/d", ["ml"], TEXTS[3]!),
      note("/e", ["ml"], TEXTS[2]!, "2025-06-01"),
    ];
    // For /a: /b (0.61) before /d (0.39), then /c and /e (no word in common with /a), the newer first.
    expect(relatedNotes(notes, "en-GB").get("/a")).toEqual(["/b", "/d", "/e"]);
    expect(relatedNotes(notes, "en-GB", 2).get("/d")).toEqual(["/b", "/a"]);
  });

  it("relates no note to itself, and a lone note to none", () => {
    expect(relatedNotes([note("/a", ["ml"], "x")], "en-GB").get("/a")).toEqual([]);
  });
});
