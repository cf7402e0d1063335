// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";

import { useRenderAllOnAnchor } from "./use-render-all-on-anchor";

function Page() {
  useRenderAllOnAnchor();
  return (
    <>
      <a href="#contact">
        <span>Contact</span>
      </a>
      {/* jsdom cannot follow a link to another document. */}
      <a href="/projects/loan-predict" onClick={(event) => event.preventDefault()}>
        Demo
      </a>
      <button type="button">Menu</button>
    </>
  );
}

afterEach(() => {
  cleanup();
  delete document.documentElement.dataset.renderAll;
});

test("following an in-page link renders every lazy block, before the browser scrolls", () => {
  render(<Page />);
  fireEvent.click(screen.getByRole("button", { name: "Menu" }));
  fireEvent.click(screen.getByRole("link", { name: "Demo" }));
  expect(document.documentElement.dataset.renderAll).toBeUndefined();

  // A click on the link's content counts too; the default action (the scroll) comes after listeners.
  fireEvent.click(screen.getByText("Contact"));
  expect(document.documentElement.dataset.renderAll).toBe("true");
});

test("stops listening when the page unmounts", () => {
  const { unmount } = render(<Page />);
  const link = screen.getByRole("link", { name: "Contact" });
  unmount();
  document.body.append(link);
  fireEvent.click(link);
  expect(document.documentElement.dataset.renderAll).toBeUndefined();
  link.remove();
});
