// @vitest-environment jsdom
/** Input on a deferred block before its code arrives: it starts the loading, and nothing of it is lost. */
import { act, fireEvent } from "@testing-library/react";
import { useRef, useState } from "react";
import { expect, test, vi } from "vitest";

import { hydration, prerenderAndHydrate, setUpHydrationHarness } from "#tests/support/deferred-harness";

import { deferred } from "./deferred";
import { useOnHydrate } from "./use-on-hydrate";

setUpHydrationHarness();

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
  expect(hydration.errors).toEqual([]);
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
  expect(hydration.errors).toEqual([]);
});
