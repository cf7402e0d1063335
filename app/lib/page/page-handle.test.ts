import { describe, expect, it } from "vitest";

import { pageHasIslands, pageHydrates } from "./page-handle";

const match = (handle: unknown, pathname = "/") => ({ handle, pathname });

describe("pageHydrates", () => {
  it("hydrates unless a route says otherwise", () => {
    expect(pageHydrates([match(undefined), match({})])).toBe(true);
    expect(pageHydrates([match(undefined), match({ hydrate: false })])).toBe(false);
  });

  it("asks a route that decides per page, with the page's path", () => {
    const handle = { hydrate: (pathname: string) => pathname === "/notes/live" };
    expect(pageHydrates([match(undefined), match(handle, "/notes/live")])).toBe(true);
    expect(pageHydrates([match(undefined), match(handle, "/notes/still")])).toBe(false);
  });
});

describe("pageHasIslands", () => {
  it("loads the islands' script only where a route says so", () => {
    expect(pageHasIslands([match(undefined), match({ hydrate: false })])).toBe(false);
    expect(pageHasIslands([match(undefined), match({ hydrate: false, islands: true })])).toBe(true);
  });

  it("refuses a page that would both hydrate and load islands, naming it", () => {
    expect(() => pageHasIslands([match(undefined), match({ islands: true }, "/x")])).toThrow(
      "/x: a page made of islands must also say hydrate: false",
    );
  });
});
