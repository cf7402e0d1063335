import { describe, expect, it } from "vitest";

import { linkValues, shareQuery } from "./share-link";

const spec = { fields: [{ name: "age" }, { name: "sex" }, { name: "bmi" }] } as Parameters<typeof shareQuery>[0];

describe("shareQuery", () => {
  it("writes every field in the fields' order, an empty number as empty", () => {
    expect(shareQuery(spec, { sex: "female", age: "50", bmi: "" })).toBe("age=50&sex=female&bmi=");
  });

  it("escapes what a query cannot hold as it is", () => {
    expect(shareQuery(spec, { age: "1e3", sex: "a&b c", bmi: "2" })).toBe("age=1e3&sex=a%26b+c&bmi=2");
  });
});

describe("linkValues", () => {
  it("reads the fields a link names, and only those", () => {
    expect(linkValues(spec, "?age=61&utm_source=x&bmi=")).toEqual({ age: "61", bmi: "" });
  });

  it("is none when the link names no field", () => {
    expect(linkValues(spec, "")).toBeNull();
    expect(linkValues(spec, "?ref=home")).toBeNull();
  });
});
