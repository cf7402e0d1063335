/**
 * What the tests of the islands (lib/islands/island.tsx, lib/islands/islands.ts) share: a stand-in
 * IntersectionObserver, a page prerendered as the build does (each island rendered as a root of its own) and put in the
 * document as the browser parses it, its islands started with a loader the test holds back, and a clean document
 * between tests (`setUpIslandHarness`).
 */
import { act } from "@testing-library/react";
import { type ComponentType, type ReactElement, useState } from "react";
import type { Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import { afterEach, beforeEach, vi } from "vitest";

import { IslandRendererContext, islandRenderer } from "#app/lib/islands/island";
import { type IslandLoader, startIslands } from "#app/lib/islands/islands";

/** Stands in for IntersectionObserver: `observed` are the elements watched, `intersect` reports one in range. */
export class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  constructor(private callback: (entries: { isIntersecting: boolean; target: Element }[]) => void) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  static intersect(element: Element) {
    for (const observer of FakeObserver.all) {
      if (observer.observed.includes(element)) observer.callback([{ isIntersecting: true, target: element }]);
    }
  }
}

/** The islands' roots made in a test (to unmount after it), and the recoverable errors hydration reported. */
export const islandRoots: Root[] = [];

/** Registers the stand-in observer before each test, and a clean document and history after it. */
export function setUpIslandHarness() {
  beforeEach(() => {
    FakeObserver.all = [];
    vi.stubGlobal("IntersectionObserver", FakeObserver);
  });

  afterEach(() => {
    act(() => islandRoots.splice(0).forEach((root) => root.unmount()));
    document.body.innerHTML = "";
    window.history.replaceState(null, "", "/");
    vi.unstubAllGlobals();
  });
}

/**
 * Runs the page's inline scripts, as the browser does when it parses them (jsdom's innerHTML does not); a data block
 * (`type="application/json"`, lib/islands/data-block.tsx) it never runs.
 */
function runInlineScripts(container: Element) {
  for (const script of container.querySelectorAll("script:not([type])")) new Function(script.textContent ?? "")();
}

/**
 * Prerenders `page` as the build does (no document; each <Island> rendered as a root of its own, entry.server.tsx),
 * and puts the HTML in the document with its inline scripts run, as the browser parses it. Returns its container.
 */
export async function prerenderPage(page: ReactElement): Promise<HTMLElement> {
  vi.stubGlobal("document", undefined);
  const { prelude } = await prerender(
    <IslandRendererContext value={islandRenderer(renderToString)}>{page}</IslandRendererContext>,
  );
  vi.unstubAllGlobals();
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  const container = document.createElement("div");
  container.innerHTML = await new Response(prelude).text();
  document.body.append(container);
  runInlineScripts(container);
  return container;
}

/** Whether React has hydrated `element` (its fiber is attached). */
export const isHydrated = (element: Element | null) =>
  !!element && Object.keys(element).some((key) => key.startsWith("__react"));

/** Starts the page's islands as entry.islands.ts does, with each root kept to unmount after the test. */
export const startPageIslands = (registry: Record<string, IslandLoader>) =>
  startIslands(registry, document, (root) => islandRoots.push(root));

/** A loader whose code arrives only when the test says so. */
export function heldLoader(component: ComponentType) {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn<IslandLoader>(() => arrived.then(() => component));
  return { load, arrive: () => act(async () => arrive()) };
}

/** A form action counting its presses: React's inline script holds one made before the code arrives. */
export function PressCounter() {
  const [count, setCount] = useState(0);
  return (
    <form action={() => setCount((current) => current + 1)}>
      <button type="submit">Pressed {count}</button>
    </form>
  );
}
