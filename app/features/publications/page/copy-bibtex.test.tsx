// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { COPY_SCRIPT, CopyBibtexButton, CopyBibtexScript } from "./copy-bibtex";

const BIBTEX = "@article{a,\n  title = {A},\n}";

/** One entry's BibTeX and button, and the page's status line, with the inline script run as the browser would. */
function renderWithScript() {
  document.body.innerHTML = renderToStaticMarkup(
    <>
      <h3 id="a-title">A</h3>
      <details>
        <summary>BibTeX</summary>
        <pre>
          <code id="a-bibtex">{BIBTEX}</code>
        </pre>
      </details>
      <CopyBibtexButton codeId="a-bibtex" describedBy="a-title" />
      <CopyBibtexScript />
    </>,
  );
  // innerHTML does not run scripts: run the page's one, as its <script> holds it.
  expect(document.querySelector("script")!.textContent).toBe(COPY_SCRIPT);
  new Function(COPY_SCRIPT)();
  return {
    button: document.querySelector("button")!,
    status: document.querySelector("[role=status]")!,
    details: document.querySelector("details")!,
  };
}

let clicks: AbortController;
beforeEach(() => {
  vi.useFakeTimers();
  // The script listens on the document, which outlives each test: drop its listener afterwards.
  clicks = new AbortController();
  const add = document.addEventListener.bind(document);
  vi.spyOn(document, "addEventListener").mockImplementation((type, listener, options) =>
    add(type, listener, { ...(typeof options === "object" ? options : {}), signal: clicks.signal }),
  );
});
afterEach(() => {
  clicks.abort();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe("Copy BibTeX", () => {
  it("copies the entry's BibTeX, says Copied on the button and to screen readers, then puts the label back", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal("navigator", { clipboard: { writeText } });
    const { button, status } = renderWithScript();
    button.click();
    await vi.advanceTimersByTimeAsync(20);
    expect(writeText).toHaveBeenCalledWith(BIBTEX);
    expect(button).toHaveTextContent("Copied");
    expect(status).toHaveTextContent("Copied");
    await vi.advanceTimersByTimeAsync(2000);
    expect(button).toHaveTextContent("Copy BibTeX");
  });

  it("where the clipboard is refused, opens the BibTeX, selects it and says so", async () => {
    vi.stubGlobal("navigator", { clipboard: { writeText: () => Promise.reject(new Error("denied")) } });
    const { button, status, details } = renderWithScript();
    button.click();
    await vi.advanceTimersByTimeAsync(20);
    expect(details.open).toBe(true);
    expect(document.getSelection()?.toString()).toBe(BIBTEX);
    expect(status).toHaveTextContent("Your browser did not allow copying");
    expect(button).toHaveTextContent("Copy BibTeX");
  });

  it("where there is no clipboard at all (an http:// page), does the same", async () => {
    vi.stubGlobal("navigator", {});
    const { button, details } = renderWithScript();
    button.click();
    await vi.advanceTimersByTimeAsync(20);
    expect(details.open).toBe(true);
  });
});
