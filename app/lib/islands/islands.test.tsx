// @vitest-environment jsdom
/**
 * Islands prerendered as the build does and hydrated as the browser does: when each loads, and that nothing a
 * visitor did before its code arrived is lost, whatever else happens on the page meanwhile.
 */
import { act, fireEvent } from "@testing-library/react";
import { Suspense, useId, useRef, useState } from "react";
import { renderToString } from "react-dom/server";
import { expect, test, vi } from "vitest";

import {
  FakeObserver,
  heldLoader,
  isHydrated,
  PressCounter,
  prerenderPage,
  setUpIslandHarness,
  startPageIslands,
} from "#tests/support/island-harness";

import { Island, islandRenderer } from "./island";
import type { IslandLoader } from "./islands";
import { useOnHydrate } from "./use-on-hydrate";

setUpIslandHarness();

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

// A radio group named by useId, which reads its checked option on hydration (as components/ui/radio-group.tsx).
function Models() {
  const name = useId();
  const [model, setModel] = useState("scorecard");
  const group = useRef<HTMLFieldSetElement>(null);
  useOnHydrate(() => setModel(group.current?.querySelector<HTMLInputElement>("input:checked")?.value ?? model));
  return (
    <fieldset ref={group} id="models">
      {["scorecard", "trained"].map((option) => (
        <label key={option}>
          <input type="radio" name={name} value={option} checked={model === option} onChange={() => setModel(option)} />
          {option}
        </label>
      ))}
      <output>{model}</output>
    </fieldset>
  );
}

/**
 * What the browser does for an arrow key on a slider: the value moves, then an input event. (fireEvent sets the
 * value as the browser does, not through the setter React watches on a hydrated input.)
 */
const moveTo = (slider: HTMLInputElement, value: string) =>
  act(async () => fireEvent.input(slider, { target: { value } }));

test("an island loads as it comes near the viewport, one that waits for intent only on input", async () => {
  const container = await prerenderPage(
    <main>
      <Island name="near" component={Slider} />
      <Island name="pressed" component={PressCounter} load="intent" />
    </main>,
  );
  const near = vi.fn<IslandLoader>(async () => Slider);
  const pressed = vi.fn<IslandLoader>(async () => PressCounter);
  void startPageIslands({ near, pressed });
  // The island's box makes no layout: its section is what the observer watches.
  await act(async () => FakeObserver.intersect(container.querySelector("#slider")!));
  await act(async () => FakeObserver.intersect(container.querySelector("form")!));
  expect(near).toHaveBeenCalledTimes(1);
  expect(pressed).not.toHaveBeenCalled();
  await act(async () => container.querySelector("button")!.dispatchEvent(new Event("pointerdown", { bubbles: true })));
  expect(pressed).toHaveBeenCalledTimes(1);
});

test.each(["focusin", "pointerdown", "keydown", "input", "change", "submit"])(
  "a %s in an island without code starts loading it",
  async (type) => {
    const container = await prerenderPage(<Island name="slider" component={Slider} load="intent" />);
    const load = vi.fn<IslandLoader>(async () => Slider);
    void startPageIslands({ slider: load });
    await act(async () => container.querySelector("input")!.dispatchEvent(new Event(type, { bubbles: true })));
    expect(load).toHaveBeenCalledTimes(1);
  },
);

test("a control moved before the island's code arrives keeps its value, and what follows counts too", async () => {
  const container = await prerenderPage(<Island name="slider" component={Slider} load="intent" />);
  const { load, arrive } = heldLoader(Slider);
  void startPageIslands({ slider: load });
  const slider = container.querySelector("input")!;

  // React has no code for it yet: nothing hears the event, the browser keeps the value.
  await moveTo(slider, "58");
  expect(container.querySelector("output")).toHaveTextContent("50");

  await arrive();
  await vi.waitFor(() => expect(container.querySelector("output")).toHaveTextContent("58"));
  // Moved again at once: nothing set later from what was read at hydration takes it back.
  await moveTo(slider, "59");
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(slider.value).toBe("59");
  expect(container.querySelector("output")).toHaveTextContent("59");
});

// Issue 32: with the page one React tree, a change elsewhere (the predictor writing the form into the address,
// through React Router) reached a section that had no code yet, and React threw its HTML away and rendered it
// afresh: the radio the visitor had checked came back unchecked. An island is a root of its own, with nothing above
// it to change: whatever happens on the page meanwhile, its HTML is hydrated as the visitor left it.
test("a radio checked before its island's code arrives stays checked while the rest of the page changes", async () => {
  const container = await prerenderPage(
    <main>
      <Island name="counter" component={PressCounter} load="intent" />
      <Island name="models" component={Models} load="intent" />
    </main>,
  );
  const models = heldLoader(Models);
  void startPageIslands({ counter: async () => PressCounter, models: models.load });
  const trained = container.querySelector<HTMLInputElement>('#models input[value="trained"]')!;
  const node = trained;
  act(() => trained.click());
  expect(trained.checked).toBe(true);

  // Meanwhile another island hydrates and changes, and the address changes.
  const press = container.querySelector("button")!;
  await act(async () => press.dispatchEvent(new Event("pointerdown", { bubbles: true })));
  await vi.waitFor(() => expect(isHydrated(press)).toBe(true));
  await act(async () => press.click());
  await vi.waitFor(() => expect(press).toHaveTextContent("Pressed 1"));
  act(() => window.history.replaceState(null, "", "/?Age=41"));
  act(() => window.dispatchEvent(new PopStateEvent("popstate")));
  await act(async () => trained.dispatchEvent(new Event("focusin", { bubbles: true })));

  await models.arrive();
  await vi.waitFor(() => expect(container.querySelector("#models output")).toHaveTextContent("trained"));
  expect(container.querySelector('#models input[value="trained"]')).toBe(node);
  expect(trained.checked).toBe(true);
  expect(isHydrated(trained)).toBe(true);
});

test("each island's ids are its own, the same in its prerender and its root, so two alike do not clash", async () => {
  const errors: unknown[] = [];
  const error = vi.spyOn(console, "error").mockImplementation((...args) => errors.push(args));
  const container = await prerenderPage(
    <main>
      <Island name="a" component={Models} />
      <Island name="b" component={Models} />
    </main>,
  );
  const [a, b] = [...container.querySelectorAll<HTMLInputElement>('input[value="scorecard"]')];
  expect(a!.name).not.toBe(b!.name);
  await act(async () => {
    void startPageIslands({ a: async () => Models, b: async () => Models });
    for (const fieldset of container.querySelectorAll("fieldset")) FakeObserver.intersect(fieldset);
  });
  await vi.waitFor(() => expect(isHydrated(a!) && isHydrated(b!)).toBe(true));
  // A name React would render differently would have been a mismatch: React keeps the prerendered one, and logs.
  expect(errors).toEqual([]);
  error.mockRestore();
});

test("an island that suspends while it is prerendered fails the build, naming it", () => {
  const render = islandRenderer(renderToString);
  const never = new Promise<never>(() => {});
  function Suspends(): never {
    throw never;
  }
  expect(() =>
    render(
      <Suspense>
        <Suspends />
      </Suspense>,
      "late",
    ),
  ).toThrow(/Island "late" suspended while it was prerendered/);
});
