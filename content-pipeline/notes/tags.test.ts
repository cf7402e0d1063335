import { describe, expect, it } from "vitest";

import { tagSlug, unifyTags } from "./tags";

describe("tagSlug", () => {
  it("writes Latin, Greek and Cyrillic names in ASCII, as their readers would", () => {
    expect(tagSlug("Données")).toBe("donnees");
    expect(tagSlug("Réseaux")).toBe("reseaux");
    expect(tagSlug("Straße")).toBe("strasse");
    expect(tagSlug("Łódź")).toBe("lodz");
    expect(tagSlug("Ελληνικά")).toBe("ellinika");
    expect(tagSlug("Русский")).toBe("russkiy");
    expect(tagSlug("Machine Learning")).toBe("machine-learning");
    expect(tagSlug("PyTorch")).toBe("pytorch");
  });

  it("keeps C++ and C# apart", () => {
    expect(tagSlug("C++")).toBe("c-plus-plus");
    expect(tagSlug("C#")).toBe("c-sharp");
    expect(tagSlug("C")).toBe("c");
  });

  // The codes: the first 8 hex digits of SHA-256 of the name, NFKC and lower-cased, computed with Python's hashlib.
  it("gives a name with letters that have no Latin spelling a code of its own, the same in every build", () => {
    expect(tagSlug("日本語")).toBe("77710aed");
    expect(tagSlug("機械学習")).toBe("f496ca6a");
    expect(tagSlug("NLP 日本語")).toBe("nlp-b3ee2bab");
    expect(tagSlug("nlp 日本語")).toBe("nlp-b3ee2bab");
    expect(tagSlug("!!!")).toBe("e84c538e");
  });

  it("is always lower-case ASCII words joined by hyphens", () => {
    for (const name of ["Données", "日本語", "a<b>", "  spaced  out  ", "x\u001by", "Ærø & Co."]) {
      expect(tagSlug(name), name).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
  });
});

const note = (file: string, date: string, tags: string[]) => ({
  file,
  date,
  tags: tags.map((name) => ({ name, slug: tagSlug(name) })),
});

describe("unifyTags", () => {
  it("spells each tag as the oldest note does, and lists it once per note", () => {
    const [newer, older] = unifyTags([
      note("/x/newer.md", "2025-02-01", ["python", "Données", "PYTHON"]),
      note("/x/older.md", "2024-01-01", ["Python", "données"]),
    ]);
    expect(older!.tags.map((tag) => tag.name)).toEqual(["Python", "données"]);
    expect(newer!.tags).toEqual([
      { name: "Python", slug: "python" },
      { name: "données", slug: "donnees" },
    ]);
  });

  it("refuses two names that would share a page, naming both files", () => {
    expect(() =>
      unifyTags([note("/x/a.md", "2025-01-01", ["ML/AI"]), note("/x/b.md", "2024-01-01", ["ML AI"])]),
    ).toThrow(/a\.md: the tags "ML\/AI" and "ML AI" \(in .*b\.md\) would share one page, \/notes\/tags\/ml-ai/);
    expect(() => unifyTags([note("/x/a.md", "2025-01-01", ["Données", "Donnees"])])).toThrow(
      /a\.md: the tags "Donnees" and "Données" \(in this note\) would share one page/,
    );
  });
});
