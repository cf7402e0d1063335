// @vitest-environment jsdom
import { act, fireEvent } from "@testing-library/react";
import { useRef, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { prerender } from "react-dom/static";
import { afterEach, beforeEach, expect, test, vi } from "vitest";

import { deferred } from "./deferred";
import { useOnHydrate } from "./use-on-hydrate";

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
  const slider = useRef<HTMLInputElement>(null);
  useOnHydrate(() => setValue(Number(slider.current?.value)));
  return (
    <section id="slider">
      <input
        ref={slider}
        type="range"
        aria-label="Cut"
        value={value}
        onChange={(event) => setValue(Number(event.target.value))}
      />
      <output>{value}</output>
    </section>
  );
}

const PrerenderedSlider = deferred(async () => Slider);

/**
 * What the browser does for an arrow key on a slider: the value moves, then an input event. (fireEvent sets the
 * value as the browser does, not through the setter React watches on a hydrated input.)
 */
const moveTo = (slider: HTMLInputElement, value: string) =>
  act(async () => fireEvent.input(slider, { target: { value } }));

// A form action counts the presses: React's prerendered script holds one made before the code arrives.
function PressCounter() {
  const [count, setCount] = useState(0);
  return (
    <section id="counter">
      <form action={() => setCount((current) => current + 1)}>
        <button type="submit">Pressed {count}</button>
      </form>
    </section>
  );
}

const PrerenderedCounter = deferred(async () => PressCounter);

/** Runs the page's inline scripts, as the browser does when it parses them (jsdom's innerHTML does not). */
function runInlineScripts(container: Element) {
  for (const script of container.querySelectorAll("script")) new Function(script.textContent ?? "")();
}

test.each(["pointerdown", "keydown", "input", "change", "submit"])(
  "a %s on a block without code starts loading it",
  async (type) => {
    const load = vi.fn(async () => Slider);
    const Block = deferred(load);
    const container = await prerenderAndHydrate(<Block />, <PrerenderedSlider />);
    await act(async () => container.querySelector("input")!.dispatchEvent(new Event(type, { bubbles: true })));
    expect(load).toHaveBeenCalledTimes(1);
  },
);

test("presses of a form action made before the block's code arrives take effect once it has, in order", async () => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const Block = deferred(() => arrived.then(() => PressCounter));
  const container = await prerenderAndHydrate(<Block />, <PrerenderedCounter />);
  runInlineScripts(container);
  const button = container.querySelector("button")!;

  await act(async () => {
    button.click();
    button.click();
  });
  expect(button).toHaveTextContent("Pressed 0");

  await act(async () => arrive());
  await vi.waitFor(() => expect(button).toHaveTextContent("Pressed 2"));
  expect(errors).toEqual([]);
});

test("a control moved before the block's code arrives keeps its value, and what follows counts too", async () => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const Block = deferred(() => arrived.then(() => Slider));
  const container = await prerenderAndHydrate(<Block />, <PrerenderedSlider />);
  const slider = container.querySelector("input")!;

  // React has no code for it yet: it drops the event, the browser keeps the value.
  await moveTo(slider, "58");
  expect(container.querySelector("output")).toHaveTextContent("50");

  await act(async () => arrive());
  await vi.waitFor(() => expect(container.querySelector("output")).toHaveTextContent("58"));
  // Moved again at once: nothing set later from what was read at hydration takes it back.
  await moveTo(slider, "59");
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(slider.value).toBe("59");
  expect(container.querySelector("output")).toHaveTextContent("59");
  expect(errors).toEqual([]);
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
