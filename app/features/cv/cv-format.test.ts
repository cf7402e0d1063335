import { describe, expect, it } from "vitest";

import type { TimelineEntry } from "#app/site/content-types";

import { displayUrl, levelName, organisationOf, periodText, splitTimeline, usernameOf } from "./cv-format";

const entry = (overrides: Partial<TimelineEntry>): TimelineEntry => ({
  year: "2020",
  title: "Analyst",
  company: "Acme Ltd · Leeds",
  description: "Did things.",
  icon: "chart",
  ...overrides,
});

describe("CV formatting", () => {
  it("splits roles from courses, keeping the order written; no kind means a role", () => {
    const a = entry({ title: "A" });
    const b = entry({ title: "B", kind: "education" });
    const c = entry({ title: "C", kind: "work" });
    expect(splitTimeline([a, b, c])).toEqual({ work: [a, c], education: [b] });
  });

  it("writes a period, open-ended while the entry continues", () => {
    expect(periodText({ year: "2019", endYear: "2021" })).toBe("2019 – 2021");
    expect(periodText({ year: "2024" })).toBe("2024 – Present");
  });

  it("takes the organisation from before the ' · ', and the place after it", () => {
    expect(organisationOf("Acme Ltd · Leeds")).toEqual({ name: "Acme Ltd", place: "Leeds" });
    expect(organisationOf("Acme Ltd · Leeds · UK")).toEqual({ name: "Acme Ltd", place: "Leeds · UK" });
    expect(organisationOf("Acme Ltd")).toEqual({ name: "Acme Ltd" });
  });

  it("shows a URL without scheme, www or trailing slash", () => {
    expect(displayUrl("https://www.linkedin.com/in/someone/")).toBe("linkedin.com/in/someone");
    expect(displayUrl("https://example.dev")).toBe("example.dev");
  });

  it("reads the handle where each network puts it", () => {
    expect(usernameOf({ kind: "github", url: "https://github.com/someone" })).toBe("someone");
    expect(usernameOf({ kind: "github", url: "https://github.com/someone/a-repository" })).toBe("someone");
    expect(usernameOf({ kind: "linkedin", url: "https://www.linkedin.com/in/someone/" })).toBe("someone");
    expect(usernameOf({ kind: "x", url: "https://x.com/some_one" })).toBe("some_one");
    expect(usernameOf({ kind: "huggingface", url: "https://huggingface.co/some-one" })).toBe("some-one");
    expect(
      usernameOf({ kind: "scholar", url: "https://scholar.google.com/citations?hl=en&user=AbCdEf0000AAAAJ" }),
    ).toBe("AbCdEf0000AAAAJ");
  });

  it("finds no handle in a URL that holds none", () => {
    expect(usernameOf({ kind: "scholar", url: "https://scholar.google.com/citations" })).toBeUndefined();
    expect(usernameOf({ kind: "github", url: "https://github.com/" })).toBeUndefined();
  });

  it("names a group's level by the mean of its skills' levels", () => {
    expect(levelName([95, 85])).toBe("Expert");
    expect(levelName([90, 89])).toBe("Advanced");
    expect(levelName([80])).toBe("Advanced");
    expect(levelName([70, 79])).toBe("Intermediate");
    expect(levelName([60])).toBe("Beginner");
  });
});
