import { describe, expect, it } from "vitest";

import { loanForm } from "#app/words/loan/form";
import { shareLinkNote } from "#app/words/loan/share";
import { GOLDEN_APPLICATION } from "#tests/support/loan/golden-application";

import { describeIgnored, describeShareLink, readShareLink } from "./read-share-link";
import { shareQuery } from "./share-link";

function read(query: string) {
  return readShareLink(new URLSearchParams(query));
}

const GOLDEN_QUERY =
  "Gender=Female&Age=34&Income=5400&Married=Yes&LoanAmount=210&Credit_History=1&Education=Graduate&Property_Area=Semiurban&Self_Employed=No";

describe("readShareLink", () => {
  it("reads a complete application, numbers as numbers", () => {
    expect(read(GOLDEN_QUERY)).toEqual({ values: GOLDEN_APPLICATION, madeWithVerdict: false, ignored: [] });
  });

  it("marks a complete application made with a verdict shown", () => {
    expect(read(`${GOLDEN_QUERY}&predicted=1`)).toEqual({
      values: GOLDEN_APPLICATION,
      madeWithVerdict: true,
      ignored: [],
    });
  });

  it("reads back what share-link.ts writes, the verdict's mark included", () => {
    expect(read(shareQuery(GOLDEN_APPLICATION, true))).toEqual({
      values: GOLDEN_APPLICATION,
      madeWithVerdict: true,
      ignored: [],
    });
  });

  it("reads a partial link's fields only", () => {
    expect(read("Education=Not+Graduate&Income=2500")).toEqual({
      values: { Education: "Not Graduate", Income: 2500 },
      madeWithVerdict: false,
      ignored: [],
    });
  });

  it("does not mark an incomplete application, even when the link has the mark", () => {
    const { values, madeWithVerdict, ignored } = read("Gender=Male&Age=40&predicted=1");
    expect(values).toEqual({ Gender: "Male", Age: 40 });
    expect(madeWithVerdict).toBe(false);
    expect(ignored).toEqual([]);
  });

  it.each([
    ["Age=151", "Age"],
    ["Age=-1", "Age"],
    ["Age=34.5", "Age"],
    ["Age=12abc", "Age"],
    ["Age=", "Age"],
    ["Age=1e3", "Age"],
    ["Age=%2034", "Age"],
    ["Income=1000000001", "Income"],
    ["LoanAmount=99999999999999999999999999", "LoanAmount"],
    [`Income=${"9".repeat(400)}`, "Income"],
    ["Credit_History=2", "Credit_History"],
    ["Credit_History=good", "Credit_History"],
    ["Gender=male", "Gender"],
    ["Gender=", "Gender"],
    ["Property_Area=Urban%00", "Property_Area"],
    ["Married=Ye%CC%81s", "Married"],
    ["predicted=yes", "predicted"],
  ])("ignores the invalid %s", (query, key) => {
    expect(read(query)).toEqual({ values: {}, madeWithVerdict: false, ignored: [{ key, why: "invalid" }] });
  });

  it("takes whole numbers at the schema's bounds, leading zeros included", () => {
    expect(read("Age=0&Income=1000000000&LoanAmount=007").values).toEqual({
      Age: 0,
      Income: 1_000_000_000,
      LoanAmount: 7,
    });
  });

  it("applies the valid fields, lists the rest, and does not mark what it could not read in full", () => {
    const query = GOLDEN_QUERY.replace("Age=34", "Age=200") + "&utm_source=mail&predicted=1";
    const { values, madeWithVerdict, ignored } = read(query);
    const { Age: _age, ...rest } = GOLDEN_APPLICATION;
    expect(values).toEqual(rest);
    expect(madeWithVerdict).toBe(false);
    expect(ignored).toEqual([
      { key: "Age", why: "invalid" },
      { key: "utm_source", why: "unknown" },
    ]);
  });

  it("still marks it when the only extra values are unknown keys", () => {
    const { values, madeWithVerdict, ignored } = read(`utm_source=mail&${GOLDEN_QUERY}&predicted=1`);
    expect(values).toEqual(GOLDEN_APPLICATION);
    expect(madeWithVerdict).toBe(true);
    expect(ignored).toEqual([{ key: "utm_source", why: "unknown" }]);
  });

  it("ignores a key given twice, whatever its values, and names it once", () => {
    const { values, madeWithVerdict, ignored } = read(`${GOLDEN_QUERY}&Age=40&predicted=1&predicted=1`);
    const { Age: _age, ...rest } = GOLDEN_APPLICATION;
    expect(values).toEqual(rest);
    expect(madeWithVerdict).toBe(false);
    expect(ignored).toEqual([
      { key: "Age", why: "repeated" },
      { key: "predicted", why: "repeated" },
    ]);
  });

  it("treats keys case-sensitively, as the API does", () => {
    expect(read("age=34&GENDER=Male").ignored).toEqual([
      { key: "age", why: "unknown" },
      { key: "GENDER", why: "unknown" },
    ]);
  });

  it("is harmless with prototype keys: nothing is set on the values or on Object.prototype", () => {
    const { values, ignored } = read(
      "__proto__=x&__proto__[Age]=1&constructor=y&toString=z&hasOwnProperty=1&Gender=Male",
    );
    expect(values).toEqual({ Gender: "Male" });
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
    expect(Object.keys(values)).toEqual(["Gender"]);
    expect(({} as Record<string, unknown>).Age).toBeUndefined();
    expect(ignored.map((value) => value.key)).toEqual([
      "__proto__",
      "__proto__[Age]",
      "constructor",
      "toString",
      "hasOwnProperty",
    ]);
  });

  it("reads 50,000 distinct keys in one pass (well under a second of a whole CPU)", () => {
    const query = Array.from({ length: 50_000 }, (_, index) => `k${index}=1`).join("&");
    // This process's CPU time, not the wall clock: on a shared machine the clock also counts other processes' turns.
    const cpu = process.cpuUsage();
    const { ignored } = read(`${query}&Age=34`);
    const used = process.cpuUsage(cpu);
    expect((used.user + used.system) / 1000).toBeLessThan(1000);
    expect(ignored).toHaveLength(50_000);
  });
});

describe("describeShareLink", () => {
  it("says nothing for a link read in full without the mark", () => {
    expect(describeShareLink(read(GOLDEN_QUERY))).toBe("");
  });

  it("asks for Predict for a link made with a verdict shown", () => {
    expect(describeShareLink(read(`${GOLDEN_QUERY}&predicted=1`))).toBe(shareLinkNote.pressPredict);
  });

  it("names the unknown keys first, then asks for Predict", () => {
    const link = read(`utm_source=mail&${GOLDEN_QUERY}&predicted=1`);
    expect(describeShareLink(link)).toBe(
      `${shareLinkNote.ignored([shareLinkNote.item("“utm_source”", shareLinkNote.unknown)], 0)} ${shareLinkNote.pressPredict}`,
    );
  });
});

describe("describeIgnored", () => {
  const { ignored, item, unknown, repeated, range, choices } = shareLinkNote;

  it("is empty when nothing was ignored", () => {
    expect(describeIgnored([])).toBe("");
  });

  it("names form fields by their labels and says what each accepts, from the schema", () => {
    const note = describeIgnored([
      { key: "Age", why: "invalid" },
      { key: "Income", why: "invalid" },
      { key: "Gender", why: "invalid" },
      { key: "Credit_History", why: "invalid" },
      { key: "predicted", why: "invalid" },
    ]);
    expect(note).toBe(
      ignored(
        [
          item(loanForm.labels.Age, range(0, 150)),
          item(loanForm.labels.Income, range(0, 1_000_000_000)),
          item(loanForm.labels.Gender, choices(["Male", "Female"])),
          item(loanForm.labels.Credit_History, choices(["1", "0"])),
          item("“predicted”", choices(["1"])),
        ],
        0,
      ),
    );
  });

  it("quotes unknown keys, says when a key was repeated, and counts what it does not list", () => {
    const many = Array.from({ length: 7 }, (_, index) => ({ key: `x${index}`, why: "unknown" as const }));
    expect(describeIgnored([{ key: "Married", why: "repeated" }, ...many])).toBe(
      ignored(
        [item(loanForm.labels.Married, repeated), ...["x0", "x1", "x2", "x3"].map((key) => item(`“${key}”`, unknown))],
        3,
      ),
    );
  });

  it("cuts a long key to 40 characters, whole emoji kept, and blanks invisible and direction-changing ones", () => {
    const long = `${"a".repeat(39)}😀${"b".repeat(100)}`;
    expect(describeIgnored([{ key: long, why: "unknown" }])).toBe(
      ignored([item(`“${"a".repeat(39)}😀…”`, unknown)], 0),
    );
    expect(describeIgnored([{ key: "evil\u202Egnp.exe\u0000\n", why: "unknown" }])).toBe(
      ignored([item("“evil\uFFFDgnp.exe\uFFFD\uFFFD”", unknown)], 0),
    );
  });
});
