// @vitest-environment jsdom
import { act } from "@testing-library/react";
import type { ComponentType } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import { About } from "./about/about";
import { Hero } from "./hero/hero";
import { BackToTop } from "./navigation/back-to-top";
import { Footer } from "./navigation/footer";
import { Navbar } from "./navigation/navbar";
import { ScrollBackground } from "./scroll-background";

let root: Root | undefined;

// Unmounted inside act, so that no render React scheduled is left to run after jsdom is torn down.
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

// The page is prerendered, then hydrated: each section must produce, on the client's first pass,
// exactly the markup it was prerendered with, whatever the visitor's motion preference.
describe.each([false, true])("hydrating the shell sections (reduced motion: %s)", (reduce) => {
  it.each([
    ["Navbar", Navbar],
    ["Hero", Hero],
    ["About", About],
    ["ScrollBackground", ScrollBackground],
    ["Footer", Footer],
    ["BackToTop", BackToTop],
  ] as [string, ComponentType][])("%s hydrates its prerendered HTML without a mismatch", async (_name, Section) => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: reduce && query.includes("prefers-reduced-motion: reduce"),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Section />);
    document.body.append(container);
    const errors: unknown[] = [];

    await act(async () => {
      root = hydrateRoot(container, <Section />, { onRecoverableError: (error) => errors.push(error) });
    });

    expect(errors).toEqual([]);
  });
});
