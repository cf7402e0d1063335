import { describe, expect, it } from "vitest";

import { cvPage, loanDemoPage, modules } from "#tests/fixtures/content/site";

import { islandPages, scriptlessPages, sitePages } from "./module-pages";

// Each fixture set switches other modules off (tests/fixtures/content-other/site.ts: the demo), so this runs with
// each on and off.
describe("the site's pages", () => {
  it("are the landing page, and the page of each module that is on", () => {
    expect(sitePages[0]).toBe("/");
    expect(sitePages.includes(loanDemoPage.path)).toBe(modules.loanDemo);
    expect(sitePages.includes(cvPage.path)).toBe(modules.cv);
    expect(sitePages).toHaveLength(1 + Number(modules.loanDemo) + Number(modules.cv));
  });

  it("leave the CV without scripts, when there is one", () => {
    expect(scriptlessPages).toEqual([...(modules.cv ? [cvPage.path] : []), "/404"]);
  });

  it("make the landing page and the demo's of islands", () => {
    expect(islandPages).toEqual(modules.loanDemo ? ["/", loanDemoPage.path] : ["/"]);
  });
});
