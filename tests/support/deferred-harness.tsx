/**
 * What the tests of lib/deferred.tsx share: a stand-in IntersectionObserver, a page prerendered as the build
 * does and hydrated as the browser does, and a clean document between tests (`setUpHydrationHarness`).
 */
import { act } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { prerender } from "react-dom/static";
import { afterEach, beforeEach, vi } from "vitest";

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

/** The page's React root (to unmount after each test) and the recoverable errors hydration reported. */
export const hydration: { root: Root | undefined; errors: unknown[] } = { root: undefined, errors: [] };

/** Registers the stand-in observer before each test, and a clean document and history after it. */
export function setUpHydrationHarness() {
  beforeEach(() => {
    FakeObserver.all = [];
    hydration.errors = [];
    vi.stubGlobal("IntersectionObserver", FakeObserver);
  });

  afterEach(async () => {
    // Let events a test's navigation queued (jsdom fires popstate in a later task) reach that test's
    // listeners, not the next test's blocks.
    await new Promise((resolve) => setTimeout(resolve, 20));
    act(() => hydration.root?.unmount());
    hydration.root = undefined;
    document.body.innerHTML = "";
    delete document.documentElement.dataset.hydrated;
    window.history.replaceState(null, "", "/");
    vi.unstubAllGlobals();
  });
}

/**
 * Prerenders the page as the build does (no document, and its own copy of the modules: `server`), then
 * hydrates it as the browser does (`page`, made of components that have loaded nothing yet).
 */
export async function prerenderAndHydrate(page: React.ReactElement, server: React.ReactElement) {
  vi.stubGlobal("document", undefined);
  const { prelude } = await prerender(server);
  vi.unstubAllGlobals();
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  const container = document.createElement("div");
  container.innerHTML = await new Response(prelude).text();
  document.body.append(container);
  await act(async () => {
    hydration.root = hydrateRoot(container, page, { onRecoverableError: (error) => hydration.errors.push(error) });
  });
  return container;
}

/** Whether React has hydrated `element` (its fiber is attached). */
export const isHydrated = (element: Element | null) =>
  !!element && Object.keys(element).some((key) => key.startsWith("__react"));
