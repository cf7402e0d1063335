// @vitest-environment jsdom
import { act } from "@testing-library/react";
import { useState } from "react";
import { expect, test, vi } from "vitest";

import {
  FakeObserver,
  hydration,
  isHydrated,
  prerenderAndHydrate,
  setUpHydrationHarness,
} from "#tests/support/deferred-harness";

import { deferred } from "./deferred";

setUpHydrationHarness();

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
  expect(hydration.errors).toEqual([]);
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
  expect(hydration.errors).toEqual([]);
});

test("rendered by a client-side navigation, the block loads at once", async () => {
  document.documentElement.dataset.hydrated = "true";
  const load = vi.fn(async () => Counter);
  const Block = deferred(load);
  const { createRoot } = await import("react-dom/client");
  const container = document.body.appendChild(document.createElement("div"));
  await act(async () => {
    hydration.root = createRoot(container);
    hydration.root.render(<Block />);
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
