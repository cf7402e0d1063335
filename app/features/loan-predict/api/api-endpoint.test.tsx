// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import { apiEndpoint as copy } from "#tests/fixtures/content/loan-api";
import { site } from "#tests/fixtures/content/site";
import { GOLDEN_APPLICATION, GOLDEN_VERDICTS } from "#tests/support/golden-application";

import { ApiEndpoint } from "./api-endpoint";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const origin = window.location.origin;
const snippet = () => screen.getByTestId("api-snippet");
const response = () => JSON.parse(screen.getByTestId("api-response").textContent ?? "");
const tab = (name: string) => screen.getByRole("tab", { name });

function stubClipboard(writeText: (text: string) => Promise<void>) {
  vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
}

async function clickCopy() {
  await act(async () => fireEvent.click(screen.getByRole("button", { name: /^Copy/ })));
}

describe("ApiEndpoint", () => {
  it("starts with the scorecard's curl command for this page's origin, and the scorecard's answer", () => {
    render(<ApiEndpoint />);
    expect(screen.getByTestId("endpoint-url")).toHaveTextContent(`${origin}/api/predict`);
    expect(tab(copy.languages.curl)).toHaveAttribute("aria-selected", "true");
    const text = snippet().textContent ?? "";
    expect(text.startsWith(`curl -X POST ${origin}/api/predict \\\n`)).toBe(true);
    expect(JSON.parse(/-d '(.*)'$/.exec(text)?.[1] ?? "")).toEqual(GOLDEN_APPLICATION);
    expect(response()).toMatchObject(GOLDEN_VERDICTS.scorecard);
  });

  it("switches every part to the trained model", () => {
    render(<ApiEndpoint />);
    fireEvent.click(screen.getByRole("radio", { name: copy.models.trained }));
    expect(screen.getByRole("radio", { name: copy.models.trained })).toBeChecked();
    expect(screen.getByTestId("endpoint-url")).toHaveTextContent(`${origin}/api/predict/trained`);
    expect(snippet()).toHaveTextContent(`curl -X POST ${origin}/api/predict/trained`);
    expect(response()).toMatchObject(GOLDEN_VERDICTS.trained);
  });

  it("shows the chosen language in the selected tab's panel", () => {
    render(<ApiEndpoint />);
    fireEvent.click(tab(copy.languages.python));
    expect(tab(copy.languages.python)).toHaveAttribute("aria-selected", "true");
    expect(tab(copy.languages.curl)).toHaveAttribute("aria-selected", "false");
    expect(screen.getByRole("tabpanel", { name: copy.languages.python })).toContainElement(snippet());
    expect(snippet().textContent).toMatch(/^import requests\n/);
    expect(snippet()).toHaveTextContent(`requests.post("${origin}/api/predict", json=application, timeout=10)`);
    fireEvent.click(tab(copy.languages.javascript));
    expect(snippet().textContent).toMatch(new RegExp(`^const response = await fetch\\("${origin}/api/predict", \\{`));
  });

  it("moves between languages with the arrow keys, Home and End, keeping one tab stop", () => {
    render(<ApiEndpoint />);
    const curl = tab(copy.languages.curl);
    curl.focus();
    fireEvent.keyDown(curl, { key: "ArrowRight" });
    expect(tab(copy.languages.javascript)).toHaveFocus();
    expect(tab(copy.languages.javascript)).toHaveAttribute("aria-selected", "true");
    expect(snippet()).toHaveAttribute("data-language", "javascript");
    fireEvent.keyDown(document.activeElement!, { key: "End" });
    expect(tab(copy.languages.python)).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: "ArrowRight" });
    expect(tab(copy.languages.curl)).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: "ArrowLeft" });
    expect(tab(copy.languages.python)).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: "Home" });
    expect(tab(copy.languages.curl)).toHaveFocus();
    expect(screen.getAllByRole("tab").map((element) => element.tabIndex)).toEqual([0, -1, -1]);
  });

  it("copies exactly the shown snippet, says so, and forgets it when the snippet changes", async () => {
    const writeText = vi.fn(async (_text: string) => {});
    stubClipboard(writeText);
    render(<ApiEndpoint />);
    fireEvent.click(screen.getByRole("radio", { name: copy.models.trained }));
    fireEvent.click(tab(copy.languages.python));
    await clickCopy();
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(writeText.mock.calls[0]?.[0]).toBe(snippet().textContent);
    expect(writeText.mock.calls[0]?.[0]).toContain(`${origin}/api/predict/trained`);
    expect(screen.getByRole("status")).toHaveTextContent(copy.copied);
    fireEvent.click(tab(copy.languages.curl));
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it.each([
    ["refuses", () => stubClipboard(() => Promise.reject(new DOMException("denied", "NotAllowedError")))],
    ["is missing", () => vi.stubGlobal("navigator", { ...navigator, clipboard: undefined })],
  ])("when the clipboard %s, says so and selects the code to copy by hand", async (_how, stub) => {
    stub();
    render(<ApiEndpoint />);
    await clickCopy();
    expect(screen.getByRole("status")).toHaveTextContent(copy.copyFailed);
    expect(window.getSelection()?.toString()).toBe(snippet().textContent);
  });

  it("prerenders the scorecard's curl command for the public site, as no origin is known yet", () => {
    const html = renderToString(<ApiEndpoint />);
    expect(html).toContain(`curl -X POST ${site.url}/api/predict \\`);
    expect(html).toContain('aria-selected="true"');
  });
});
