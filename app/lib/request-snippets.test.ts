import { describe, expect, it } from "vitest";

import { requestSnippet, shellWord } from "./request-snippets";

describe("shellWord", () => {
  it("leaves safe words bare and single-quotes the rest", () => {
    expect(shellWord("https://a.example:8080/api/predict")).toBe("https://a.example:8080/api/predict");
    expect(shellWord("a b")).toBe("'a b'");
    expect(shellWord("it's")).toBe(`'it'\\''s'`);
    expect(shellWord("$HOME")).toBe("'$HOME'");
  });
});

describe("requestSnippet", () => {
  const url = "https://a.example/api/models/m/predict";
  const body = { age: 36, sex: "male", bmi: null, "blood pressure": 90.5 };

  it("spells null as each language does, and quotes keys that are not identifiers", () => {
    expect(requestSnippet("curl", { url, body })).toBe(
      [
        "curl -X POST https://a.example/api/models/m/predict \\",
        '  -H "Content-Type: application/json" \\',
        `  -d '{"age":36,"sex":"male","bmi":null,"blood pressure":90.5}'`,
      ].join("\n"),
    );
    const javascript = requestSnippet("javascript", { url, body });
    expect(javascript).toContain('    age: 36,\n    sex: "male",\n    bmi: null,\n    "blood pressure": 90.5,\n');
    const python = requestSnippet("python", { url, body, name: "row" });
    expect(python).toContain(
      'row = {\n    "age": 36,\n    "sex": "male",\n    "bmi": None,\n    "blood pressure": 90.5,\n}',
    );
    expect(python).toContain(`requests.post("${url}", json=row, timeout=10)`);
  });
});
