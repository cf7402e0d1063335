// @vitest-environment jsdom
import { fireEvent } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";

import { renderAllOnAnchor } from "./render-all";

afterEach(() => {
  document.body.innerHTML = "";
  delete document.documentElement.dataset.renderAll;
});

function page() {
  document.body.innerHTML = `
    <a href="#contact"><span>Contact</span></a>
    <a href="/projects/loan-predict">Demo</a>
    <button type="button">Menu</button>`;
  // jsdom cannot follow a link to another document.
  document.querySelector('a[href^="/"]')!.addEventListener("click", (event) => event.preventDefault());
}

test("following an in-page link renders every lazy block, before the browser scrolls", () => {
  page();
  const stop = renderAllOnAnchor();
  fireEvent.click(document.querySelector("button")!);
  fireEvent.click(document.querySelector('a[href^="/"]')!);
  expect(document.documentElement.dataset.renderAll).toBeUndefined();

  // A click on the link's content counts too; the default action (the scroll) comes after listeners.
  fireEvent.click(document.querySelector("span")!);
  expect(document.documentElement.dataset.renderAll).toBe("true");
  stop();
});

test("stops listening when told to", () => {
  page();
  renderAllOnAnchor()();
  fireEvent.click(document.querySelector("span")!);
  expect(document.documentElement.dataset.renderAll).toBeUndefined();
});
