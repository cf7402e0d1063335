/**
 * Every language pack says everything the English one says, in its own words: the same files, the same exports,
 * the same keys (TypeScript checks that much, file by file), and no string left as the English has it, bar the names
 * and codes that read the same in every language, the few words a language spells as English does, and the owner's
 * own words. Numbers, dates and lists are written by Intl in the site's locale (app/lib/format.ts), so the packs
 * hold none written out.
 */
import { readdirSync } from "node:fs";
import { join, sep } from "node:path";

import { describe, expect, it } from "vitest";

import { profile } from "#app/content/profile";
import { WORD_PACKS, wordSubjects } from "#content-pipeline/content-dir";

const WORDS = import.meta.dirname;

/** What reads the same in English and in the other languages: names, codes, symbols and the fixed marks. */
const SAME_EVERYWHERE = new Set([
  ...["404", "CV", "PDF", "DOI", "arXiv", "BibTeX", "JSON Resume", "RSS", "Atom", "JSON Feed", "API", "CSV", "NDJSON"],
  ...["GitHub", "LinkedIn", "X", "Hugging Face", "Google Scholar", "Python", "JavaScript", "curl", "Node", "OpenAPI"],
  ...["AUC", "ROC", "Brier", "TPR", "FPR", "ID", "OK", "—", "–", "·", "/", "%", "×", "+", ":", "…"],
  ...["TypeScript", "React", "React Router", "Tailwind CSS", "zod", "GET", "POST", "ms", "et al.", "ONNX", "XGBoost"],
]);

/**
 * Words a language spells as English does: its own word for the thing, not English left behind. A string the pack
 * leaves as English has it passes only if it holds no other words than these, names and codes.
 */
const SAME_IN: Record<string, ReadonlySet<string>> = {
  fr: new Set([
    ...["Contact", "Message", "Notes", "Notifications", "Publications", "Technologies", "Expert", "Accessible"],
    ...["Code", "note", "notes", "points", "Note", "Publication", "Type", "Classification", "Version"],
    ...["Format", "Structure", "Licence", "Verdict"],
  ]),
  de: new Set(["Name", "Code", "Video", "Preprint", "Median", "Scorecard", "Fairness", "Regression", "Format"]),
  es: new Set(["No"]),
};

/**
 * The calls that read a function's words: by default one, with "X" for a string and 2 for a number, alternately;
 * below, one list of arguments per call, for functions that take other arguments, or that say other words for some
 * of them (a flag, a count of one, a field).
 */
const runs = [
  { prediction: "Yes", from: "X", to: "X" },
  { prediction: "No", from: "X", to: "X" },
];
/** Where the application lies outside the data, the trained model gives no verdict: a run of none. */
const noVerdict = [{ prediction: null, from: "X", to: "X" }];
const CALLS: Record<string, readonly (readonly unknown[])[]> = {
  "site/contact.contactCappedToast.description": [
    [3, "X", true],
    [3, "X", false],
  ],
  "publishing/writing.noteWords.tagDescription": [
    ["X", 1],
    ["X", 2],
  ],
  "publishing/writing.notesListWords.noteCount": [[1], [2]],
  "loan/share.shareLinkNote.ignored": [
    [["X"], 0],
    [["X", "X"], 3],
  ],
  "loan/share.shareLinkNote.choices": [[["X", "X"]]],
  "loan/evaluation.crossValidationSection.aucDifference": [
    ["X", "X", "X", true],
    ["X", "X", "X", false],
  ],
  "loan/evaluation.crossValidationSection.verdicts": [
    ["X", 2, 2, true],
    ["X", 2, 2, false],
  ],
  "loan/evaluation.crossValidationSection.verdictRange": [
    [2, 2],
    [2, 3],
  ],
  ...Object.fromEntries(
    ["ranking", "probabilities"].map((name) => [
      `loan/evaluation.crossValidationSection.${name}`,
      [
        ["X", "X", true, false],
        ["X", "X", false, false],
        ["X", "X", true, true],
      ],
    ]),
  ),
  "loan/evaluation.thresholdExplorer.cut.scorecard": [[1], [2]],
  "loan/evaluation.fairnessSection.trainedNote": [
    [true, true, "X"],
    [true, false, "X"],
    [false, true, "X"],
    [false, false, "X"],
  ],
  "loan/evaluation.fairnessSection.caption": [["X", 2]],
  "loan/evaluation.fairnessSection.gap": [["X", "X"]],
  "loan/evaluation.fairnessSection.clearGap": [["X", "X", "X", "X", "X"]],
  "loan/what-if.whatIf.axis": [["Income"], ["LoanAmount"]],
  "loan/what-if.whatIf.slider": [["Income"], ["LoanAmount"]],
  "loan/what-if.whatIf.readout": [
    ["Income", "X", true, "X", "Yes", 2, "No"],
    ["LoanAmount", "X", false, "X", "No", 2, "Yes"],
    ["Income", "X", false, "X", null, 2, "No"],
  ],
  "loan/what-if.whatIf.description": ["Income", "LoanAmount"].flatMap((field) =>
    [runs.slice(0, 1), noVerdict, [...runs, ...noVerdict]].map((trained) => [
      field,
      { from: "X", to: "X", own: "X" },
      { from: "X", to: "X", cut: "X", runs: trained },
      { from: 2, to: 2, runs },
    ]),
  ),
  "model-what-if.modelWhatIfWords.description": [
    [
      "X",
      "X",
      { from: "X", to: "X" },
      { from: "X", to: "X", low: "X", lowAt: "X", high: "X", highAt: "X" },
      { min: "X", max: "X" },
    ],
  ],
  "loan/form.loanResult.lead": [
    ["X", "X", true],
    ["X", "X", false],
  ],
};

type Leaf = { path: string; value: string };

/** Every string of a value, functions called (see CALLS), with where it sits. */
function leaves(value: unknown, path: string): Leaf[] {
  if (typeof value === "string") return [{ path, value }];
  if (typeof value === "function") {
    const call = (args: readonly unknown[]) => (value as (...args: unknown[]) => unknown)(...args);
    const calls = CALLS[path];
    if (calls) return calls.flatMap((args, i) => leaves(call(args), `${path}(${i})`));
    return leaves(call(Array.from({ length: value.length }, (_, i) => (i % 2 === 0 ? 2 : "X"))), `${path}()`);
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, `${path}[${i}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, `${path}.${key}`));
  }
  return [];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * What needs no translation into `language`, as patterns of whole words, longest first: the names and codes, the
 * owner's own words a pack puts in its sentences, and the language's words spelt as in English.
 */
const sameIn = (language: string) =>
  [...SAME_EVERYWHERE, ...(SAME_IN[language] ?? []), profile.name, profile.role, profile.address.city]
    .sort((a, b) => b.length - a.length)
    .map((word) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(word)}(?![\\p{L}\\p{N}])`, "gu"));

/** A string that is a path, an address, an identifier or a symbol, or holds no words but those of `same`. */
const isData = (key: string, value: string, same: readonly RegExp[]) =>
  /(?:^|\.)(?:path|href|jsonPath|id|kind|variant|type|icon)$/.test(key) ||
  // The application the API examples send: the API's own field values (Female, Graduate …), in every language.
  key.includes(".exampleApplication.") ||
  /^(?:[/#]|https?:|mailto:|application\/|text\/)/.test(value) ||
  !/\p{L}{2}/u.test(same.reduce((rest, word) => rest.replace(word, " "), value.replace(/(?<=^|\s)\/\S*/g, " ")));

async function pack(language: string, subject: string): Promise<Record<string, unknown>> {
  return (await import(join(WORDS, language, `${subject}.ts`))) as Record<string, unknown>;
}

describe.each(WORD_PACKS.filter((language) => language !== "en"))("the %s pack", (language) => {
  it("has every subject of the English pack, and nothing else", () => {
    const files = readdirSync(join(WORDS, language), { recursive: true, encoding: "utf8" })
      .map((name) => name.split(sep).join("/"))
      .filter((name) => name.endsWith(".ts") && !name.includes(".test."));
    expect(files.sort()).toEqual(wordSubjects().map((subject) => `${subject}.ts`));
  });

  it.each(wordSubjects())("says all of %s in its own words", async (subject) => {
    const [english, translated] = await Promise.all([pack("en", subject), pack(language, subject)]);
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
    const theirs = new Map(leaves(translated, subject).map((leaf) => [leaf.path, leaf.value]));
    const same = sameIn(language);
    const untranslated = leaves(english, subject).filter(
      ({ path, value }) => !isData(path, value, same) && theirs.get(path) === value,
    );
    expect(untranslated).toEqual([]);
    // A branch the pack lacks (a verdict of none, a flag's other value) writes "undefined" into the sentence.
    expect([...theirs].filter(([, value]) => value.includes("undefined")).map(([path]) => path)).toEqual([]);
    expect([...theirs.keys()].sort()).toEqual(
      leaves(english, subject)
        .map((leaf) => leaf.path)
        .sort(),
    );
  });
});

describe("the packs' grammar and typography", () => {
  it("count as each language does: French says 0 and 1 in the singular, German and Spanish only 1", async () => {
    const counts = async (language: string) => {
      const { notesListWords } = (await pack(language, "publishing/writing")) as {
        notesListWords: { noteCount: (n: number) => string };
      };
      return [0, 1, 2].map(notesListWords.noteCount);
    };
    expect(await counts("fr")).toEqual(["0 note", "1 note", "2 notes"]);
    expect(await counts("de")).toEqual(["0 Notizen", "1 Notiz", "2 Notizen"]);
    expect(await counts("es")).toEqual(["0 notas", "1 nota", "2 notas"]);
  });

  // French sets a no-break space before a colon and a narrow one before ; ! ? and % (Intl writes "90 %" so too);
  // a plain space there lets a line break strand the sign at the start of the next line.
  it.each(wordSubjects())("keep %s's signs on their word's line", async (subject) => {
    const plain = (language: string, signs: RegExp) =>
      pack(language, subject).then((words) =>
        leaves(words, subject)
          .filter(({ value }) => signs.test(value))
          .map(({ path }) => `${language}: ${path}`),
      );
    expect([...(await plain("fr", / [:;!?%]/)), ...(await plain("de", / %/)), ...(await plain("es", / %/))]).toEqual(
      [],
    );
  });
});
