import { describe, expect, it } from "vitest";

import { pageHydrates } from "./page-handle";

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
