import type { Root } from "mdast";
import { describe, expect, it } from "vitest";

import { countWords, readingMinutes, WORDS_PER_MINUTE } from "./reading-time";

const paragraph = (text: string): Root => ({
  type: "root",
  children: [{ type: "paragraph", children: [{ type: "text", value: text }] }],
});

describe("reading time", () => {
  it("counts words, not punctuation or spaces", () => {
    expect(countWords("The model's odds — not its score.", "en-GB")).toBe(6);
    // Japanese has no spaces; the word breaker still finds its words (機械 / 学習 / は / 楽しい).
    expect(countWords("機械学習は楽しい", "ja")).toBeGreaterThan(1);
  });

  it("is at least a minute, and rounds to the nearest", () => {
    expect(readingMinutes([paragraph("One word.")], "en-GB")).toBe(1);
    const words = (count: number) => paragraph(Array.from({ length: count }, () => "word").join(" "));
    expect(readingMinutes([words(WORDS_PER_MINUTE * 3)], "en-GB")).toBe(3);
    expect(readingMinutes([words(WORDS_PER_MINUTE * 2), words(Math.ceil(WORDS_PER_MINUTE / 2))], "en-GB")).toBe(3);
    expect(readingMinutes([words(WORDS_PER_MINUTE * 2), words(Math.floor(WORDS_PER_MINUTE / 2) - 1)], "en-GB")).toBe(2);
  });
});
