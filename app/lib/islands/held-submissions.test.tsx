// @vitest-environment jsdom
/**
 * Presses made before an island's code arrives: a form action's, which React's own inline script holds, and a
 * submit listener's, which the page's script holds (hold-submissions-script.ts); each takes effect once, in order.
 */
import { act } from "@testing-library/react";
import { useRef, useState } from "react";
import { renderToString } from "react-dom/server";
import { expect, test, vi } from "vitest";

import {
  heldLoader,
  PressCounter,
  prerenderPage,
  setUpIslandHarness,
  startPageIslands,
} from "#tests/support/island-harness";

import { HOLD_SUBMISSIONS_SCRIPT } from "./hold-submissions-script";
import { Island, islandRenderer } from "./island";
import { sendHeldSubmissions } from "./islands";
import { useOnHydrate } from "./use-on-hydrate";

setUpIslandHarness();

test("presses of a form action made before the island's code arrives take effect once it has, in order", async () => {
  const container = await prerenderPage(<Island name="counter" component={PressCounter} load="intent" />);
  const { load, arrive } = heldLoader(PressCounter);
  void startPageIslands({ counter: load });
  const button = container.querySelector("button")!;

  await act(async () => {
    button.click();
    button.click();
  });
  expect(button).toHaveTextContent("Pressed 0");

  await arrive();
  await vi.waitFor(() => expect(button).toHaveTextContent("Pressed 2"));
});

// A form that listens for its submit event (no React action, so no inline script of React's to hold a press).
function Submitted() {
  const [sent, setSent] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useOnHydrate(() => {
    if (form.current) sendHeldSubmissions(form.current);
  });
  return (
    <form
      ref={form}
      onSubmit={(event) => {
        event.preventDefault();
        const by = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value");
        setSent((count) => (by === "double" ? count * 2 : count + 1));
      }}
    >
      <button type="submit">Sent {sent}</button>
      <button type="submit" value="double">
        Double
      </button>
    </form>
  );
}

test("a submission made before the island's code arrives is held, not sent by the browser, and sent once it has", async () => {
  const container = await prerenderPage(<Island name="submitted" component={Submitted} load="intent" />);
  // What root.tsx puts in the page's <head>, run as the browser runs it (it stays on the window for this file's tests).
  new Function(HOLD_SUBMISSIONS_SCRIPT)();
  const { load, arrive } = heldLoader(Submitted);
  void startPageIslands({ submitted: load });
  const form = container.querySelector("form")!;
  const submit = new Event("submit", { bubbles: true, cancelable: true });
  await act(async () => form.dispatchEvent(submit));
  // Then Double, then the first button again: 1, 2, 3 once replayed in order (in any other, not 3).
  const double = container.querySelector<HTMLButtonElement>("button[value=double]")!;
  await act(async () =>
    form.dispatchEvent(new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter: double })),
  );
  await act(async () => form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true })));
  // The browser would have sent the form and loaded the page again.
  expect(submit.defaultPrevented).toBe(true);
  expect(container.querySelector("button")).toHaveTextContent("Sent 0");

  await arrive();
  await vi.waitFor(() => expect(container.querySelector("button")).toHaveTextContent("Sent 3"));
  // Once hydrated, a press is the component's, and counts once.
  await act(async () => container.querySelector("button")!.click());
  expect(container.querySelector("button")).toHaveTextContent("Sent 4");
});

test("React's script that holds early submissions is on the page once, however many islands have a form", () => {
  const render = islandRenderer(renderToString);
  const first = render(<PressCounter />, "first");
  const second = render(<PressCounter />, "second");
  expect(first.scripts).toHaveLength(1);
  expect(first.scripts[0]).toContain('addEventListener("submit"');
  expect(second.scripts).toEqual([]);
  // Out of the islands' HTML, which their roots hydrate.
  expect(first.markup + second.markup).not.toContain("<script");
});
