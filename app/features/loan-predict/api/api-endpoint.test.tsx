// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import { apiEndpoint as copy } from "#app/words/loan/api";
import { site } from "#tests/fixtures/content/site";
import { GOLDEN_APPLICATION, GOLDEN_VERDICTS } from "#tests/support/loan/golden-application";

import { ApiEndpoint } from "./api-endpoint";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const origin = window.location.origin;
const snippet = () => screen.getByTestId("api-snippet");
const response = () => JSON.parse(screen.getByTestId("api-response").textContent ?? "");
const language = (name: string) => screen.getByRole("radio", { name });

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
    expect(language(copy.languages.curl)).toBeChecked();
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

  it("shows the chosen language's snippet", () => {
    render(<ApiEndpoint />);
    fireEvent.click(language(copy.languages.python));
    expect(language(copy.languages.python)).toBeChecked();
    expect(language(copy.languages.curl)).not.toBeChecked();
    expect(snippet().textContent).toMatch(/^import requests\n/);
    expect(snippet()).toHaveTextContent(`requests.post("${origin}/api/predict", json=application, timeout=10)`);
    fireEvent.click(language(copy.languages.javascript));
    expect(snippet().textContent).toMatch(new RegExp(`^const response = await fetch\\("${origin}/api/predict", \\{`));
  });

  it("offers the languages as one named group of native radio buttons (the browser's keys work before the code)", () => {
    render(<ApiEndpoint />);
    const group = screen.getByRole("group", { name: copy.languagesLabel });
    const radios = Object.values(copy.languages).map(language);
    for (const radio of radios) expect(group).toContainElement(radio);
    expect(new Set(radios.map((radio) => radio.getAttribute("name"))).size).toBe(1);
  });

  it("copies exactly the shown snippet, says so, and forgets it when the snippet changes", async () => {
    const writeText = vi.fn(async (_text: string) => {});
    stubClipboard(writeText);
    render(<ApiEndpoint />);
    fireEvent.click(screen.getByRole("radio", { name: copy.models.trained }));
    fireEvent.click(language(copy.languages.python));
    await clickCopy();
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(writeText.mock.calls[0]?.[0]).toBe(snippet().textContent);
    expect(writeText.mock.calls[0]?.[0]).toContain(`${origin}/api/predict/trained`);
    expect(screen.getByRole("status")).toHaveTextContent(copy.copied);
    fireEvent.click(language(copy.languages.curl));
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
    expect(html).toMatch(/<input type="radio"[^>]*checked=""[^>]*value="curl"/);
    // Copy submits a form React holds until hydrated (its prerendered script): no click is lost before then.
    expect(html).toMatch(/<form action="javascript:[^"]*"><button[^>]*type="submit"[^>]*>.*?Copy<\/button><\/form>/);
  });
});
