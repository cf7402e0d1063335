// @vitest-environment jsdom
import { act } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { prerender } from "react-dom/static";
import { afterEach, beforeEach, expect, test, vi } from "vitest";

import { deferred } from "./deferred";

/** Stands in for IntersectionObserver: `observed` are the elements watched, `intersect` reports one in range. */
class FakeObserver {
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

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <section id="counter">
      <button type="button" onClick={() => setCount(count + 1)}>
        Clicked {count}
      </button>
    </section>
  );
}

// The build's copy of a deferred Counter.
const Prerendered = deferred(async () => Counter);

let root: Root | undefined;
let errors: unknown[] = [];

beforeEach(() => {
  FakeObserver.all = [];
  errors = [];
  vi.stubGlobal("IntersectionObserver", FakeObserver);
});

afterEach(async () => {
  // Let events a test's navigation queued (jsdom fires popstate in a later task) reach that test's
  // listeners, not the next test's blocks.
  await new Promise((resolve) => setTimeout(resolve, 20));
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  delete document.documentElement.dataset.hydrated;
  window.history.replaceState(null, "", "/");
  vi.unstubAllGlobals();
});

/**
 * Prerenders the page as the build does (no document, and its own copy of the modules: `server`), then
 * hydrates it as the browser does (`page`, made of components that have loaded nothing yet).
 */
async function prerenderAndHydrate(page: React.ReactElement, server: React.ReactElement) {
  vi.stubGlobal("document", undefined);
  const { prelude } = await prerender(server);
  vi.unstubAllGlobals();
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  const container = document.createElement("div");
  container.innerHTML = await new Response(prelude).text();
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
  });
  return container;
}

const isHydrated = (element: Element | null) =>
  !!element && Object.keys(element).some((key) => key.startsWith("__react"));

test("the block is prerendered in full; hydrating keeps its HTML and fetches no code until it comes near", async () => {
  const load = vi.fn(async () => Counter);
  const Block = deferred(load);
  const container = await prerenderAndHydrate(<Block />, <Prerendered />);
  const button = container.querySelector("button")!;

  expect(button).toHaveTextContent("Clicked 0");
  expect(load).not.toHaveBeenCalled();
  expect(isHydrated(button)).toBe(false);

  await act(async () => FakeObserver.intersect(container.querySelector("#counter")!));
  expect(load).toHaveBeenCalledTimes(1);
  // The same element, now React's: the prerendered HTML was hydrated in place, not replaced.
  expect(container.querySelector("button")).toBe(button);
  await act(async () => button.click());
  expect(button).toHaveTextContent("Clicked 1");
  expect(errors).toEqual([]);
});

test("keyboard focus moving into the block loads it", async () => {
  const load = vi.fn(async () => Counter);
  const Block = deferred(load);
  const container = await prerenderAndHydrate(<Block />, <Prerendered />);

  await act(async () => container.querySelector("button")!.focus());
  expect(load).toHaveBeenCalledTimes(1);
  expect(isHydrated(container.querySelector("button"))).toBe(true);
  expect(document.activeElement).toBe(container.querySelector("button"));
});

test("an in-page link waits until every block is hydrated, then is followed", async () => {
  const Second = () => <p id="second">Second</p>;
  const page = (First: React.ComponentType, Last: React.ComponentType) => (
    <>
      <a href="#second">Second</a>
      <First />
      <Last />
    </>
  );
  const container = await prerenderAndHydrate(
    page(
      deferred(async () => Counter),
      deferred(async () => Second),
    ),
    page(
      deferred(async () => Counter),
      deferred(async () => Second),
    ),
  );
  const link = container.querySelector("a")!;

  act(() => link.click());
  expect(window.location.hash).toBe("");
  // Each try lets React finish its pending work (the chunks arrive as resolved promises).
  await vi.waitFor(async () => {
    await act(async () => {});
    expect(window.location.hash).toBe("#second");
  });
  expect(isHydrated(container.querySelector("button"))).toBe(true);
  expect(isHydrated(container.querySelector("#second"))).toBe(true);
  expect(errors).toEqual([]);
});

function Slider() {
  const [value, setValue] = useState(50);
  return (
    <section id="slider">
      <input type="range" aria-label="Cut" value={value} onChange={(event) => setValue(Number(event.target.value))} />
      <output>{value}</output>
    </section>
  );
}

test("clicks made before the block's code arrives take effect once it has, in order", async () => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const Block = deferred(() => arrived.then(() => Counter));
  const container = await prerenderAndHydrate(<Block />, <Prerendered />);
  const button = container.querySelector("button")!;

  await act(async () => {
    button.click();
    button.click();
  });
  expect(button).toHaveTextContent("Clicked 0");

  await act(async () => arrive());
  await vi.waitFor(() => expect(button).toHaveTextContent("Clicked 2"));
  expect(errors).toEqual([]);
});

test("a control moved before the block's code arrives: the page takes the value the control shows", async () => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const Block = deferred(() => arrived.then(() => Slider));
  const PrerenderedSlider = deferred(async () => Slider);
  const container = await prerenderAndHydrate(<Block />, <PrerenderedSlider />);
  const slider = container.querySelector("input")!;

  // What the browser does for an arrow key: the value moves, then an input event (React drops it).
  slider.value = "58";
  await act(async () => slider.dispatchEvent(new Event("input", { bubbles: true })));
  expect(container.querySelector("output")).toHaveTextContent("50");

  await act(async () => arrive());
  await vi.waitFor(() => expect(container.querySelector("output")).toHaveTextContent("58"));
  expect(slider.value).toBe("58");
});

test("rendered by a client-side navigation, the block loads at once", async () => {
  document.documentElement.dataset.hydrated = "true";
  const load = vi.fn(async () => Counter);
  const Block = deferred(load);
  const { createRoot } = await import("react-dom/client");
  const container = document.body.appendChild(document.createElement("div"));
  await act(async () => {
    root = createRoot(container);
    root.render(<Block />);
  });
  expect(load).toHaveBeenCalledTimes(1);
  expect(container.querySelector("button")).toHaveTextContent("Clicked 0");
});

test("a click with a modifier key, or once every block is hydrated, is left to the browser", async () => {
  const page = (Block: React.ComponentType) => (
    <>
      <a href="#counter">Counter</a>
      <Block />
    </>
  );
  const container = await prerenderAndHydrate(page(deferred(async () => Counter)), page(Prerendered));
  const link = container.querySelector("a")!;
  // dispatchEvent answers false when a listener prevented the default action.
  const click = (init: MouseEventInit) =>
    link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ...init }));

  expect(click({ ctrlKey: true })).toBe(true);
  expect(click({ button: 1 })).toBe(true);
  expect(click({})).toBe(false);
  await act(async () => FakeObserver.intersect(container.querySelector("#counter")!));
  expect(isHydrated(container.querySelector("button"))).toBe(true);
  expect(click({})).toBe(true);
});

test("a link is still followed when a block's code never arrives", async () => {
  vi.useFakeTimers({ toFake: ["setTimeout"] });
  const never = new Promise<React.ComponentType>(() => {});
  const page = (Block: React.ComponentType) => (
    <>
      <a href="#counter">Counter</a>
      <Block />
    </>
  );
  const container = await prerenderAndHydrate(page(deferred(() => never)), page(Prerendered));
  window.history.replaceState(null, "", "/");

  act(() => container.querySelector("a")!.click());
  await act(async () => vi.advanceTimersByTime(2900));
  expect(window.location.hash).toBe("");
  await act(async () => vi.advanceTimersByTime(100));
  // jsdom follows the link in a task of its own.
  await act(async () => vi.runOnlyPendingTimers());
  expect(window.location.hash).toBe("#counter");
  vi.useRealTimers();
});
