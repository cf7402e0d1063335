// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { loanForm, loanResult } from "#app/words/loan/form";
import { shareLink, shareLinkNote } from "#app/words/loan/share";
import { mulberry32 } from "#model/mulberry32";
import { GOLDEN_APPLICATION } from "#tests/support/loan/golden-application";
import {
  advance,
  choose,
  click,
  DELAY_MS,
  field,
  predictCalls,
  renderPage,
  settle,
  setUpLoanTestEnvironment,
} from "#tests/support/loan/loan-test-helpers";

// In the module cache before any test, so reading a link takes no (fake) time.
import "./read-share-link";

vi.mock("#app/lib/toast", () => ({ toast: vi.fn() }));

setUpLoanTestEnvironment();

const PAGE = "/projects/loan-predict";
const GOLDEN_QUERY =
  "Gender=Female&Age=34&Income=5400&Married=Yes&LoanAmount=210&Credit_History=1&Education=Graduate&Property_Area=Semiurban&Self_Employed=No";

/** The page opened at `PAGE + search`; `beforeSettle` runs right after the first render, before the link is read. */
async function openPage(search: string, beforeSettle?: () => void) {
  const rendered = renderPage(search);
  beforeSettle?.();
  await rendered;
  await settle();
}

function address() {
  return window.location.pathname + window.location.search;
}

function values() {
  return Object.fromEntries(Object.keys(GOLDEN_APPLICATION).map((name) => [name, field(name as "Age").value]));
}

const GOLDEN_VALUES = {
  Gender: "Female",
  Age: "34",
  Income: "5400",
  Married: "Yes",
  LoanAmount: "210",
  Credit_History: "1",
  Education: "Graduate",
  Property_Area: "Semiurban",
  Self_Employed: "No",
};

/** The untouched form's values, as its controls hold them. */
const START_VALUES = {
  Gender: "",
  Age: "0",
  Income: "0",
  Married: "",
  LoanAmount: "0",
  Credit_History: "0",
  Education: "",
  Property_Area: "",
  Self_Employed: "",
};

function stubClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  const clipboard = writeText && { writeText: vi.fn(writeText) };
  Object.defineProperty(navigator, "clipboard", { value: clipboard, configurable: true });
  return clipboard?.writeText;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, "clipboard");
});

describe("opening a share link", { timeout: 20_000 }, () => {
  it("fills the form from the query, predicts nothing and notes nothing", async () => {
    await openPage(`?${GOLDEN_QUERY}`);
    expect(values()).toEqual(GOLDEN_VALUES);
    expect(predictCalls()).toHaveLength(0);
    expect(screen.queryByText(/ignored/)).not.toBeInTheDocument();
    expect(address()).toBe(`${PAGE}?${GOLDEN_QUERY}`);
  });

  it("fills the form from a link made after Predict, sends nothing, and says that Predict shows the verdict", async () => {
    await openPage(`?${GOLDEN_QUERY}&predicted=1`);
    expect(values()).toEqual(GOLDEN_VALUES);
    await advance(DELAY_MS * 3);
    // Any page could link here: the visitor's share of the prediction limit is spent only by the visitor.
    expect(predictCalls()).toHaveLength(0);
    expect(screen.getByText(shareLinkNote.pressPredict)).toHaveAttribute("role", "status");
    expect(screen.getByText(loanResult.placeholder)).toBeInTheDocument();
    // The address is a link to what the page shows: no verdict yet.
    expect(address()).toBe(`${PAGE}?${GOLDEN_QUERY}`);

    click(loanForm.predictButton);
    await advance(DELAY_MS);
    // Hand-checked: 98 points (tests/support/loan/golden-application.ts), approved.
    expect(screen.getByRole("heading", { name: "Approved" })).toBeInTheDocument();
    expect(screen.getByText(loanResult.score(98, 100))).toBeInTheDocument();
    expect(predictCalls()).toHaveLength(1);
    expect(JSON.parse(String(predictCalls()[0]?.[1]?.body))).toEqual(GOLDEN_APPLICATION);
    expect(address()).toBe(`${PAGE}?${GOLDEN_QUERY}&predicted=1`);
  });

  it("applies the valid values, names the ignored ones in a polite note, and tidies the address", async () => {
    await openPage("?Age=200&Gender=Male&colour=blue&Income=2500&Income=3000&predicted=1");
    expect(values()).toEqual({ ...START_VALUES, Gender: "Male" });
    const note = shareLinkNote.ignored(
      [
        shareLinkNote.item(loanForm.labels.Age, shareLinkNote.range(0, 150)),
        shareLinkNote.item("“colour”", shareLinkNote.unknown),
        shareLinkNote.item(loanForm.labels.Income, shareLinkNote.repeated),
      ],
      0,
    );
    const status = screen.getByText(note);
    expect(status).toHaveAttribute("role", "status");
    await advance(DELAY_MS);
    expect(predictCalls()).toHaveLength(0);
    expect(address()).toBe(`${PAGE}?Gender=Male`);
  });

  const EMPTY_VALUES = {
    ...GOLDEN_VALUES,
    Gender: "",
    Married: "",
    Education: "",
    Property_Area: "",
    Self_Employed: "",
  };
  it.each([
    [
      "prototype keys",
      "?__proto__=1&constructor[prototype][Age]=1&__proto__[Gender]=Female&Gender=Male",
      { Gender: "Male" },
    ],
    ["a huge number and broken UTF-8", `?Income=${"9".repeat(5000)}&%F0%9F%98=%E0%A4%A&Gender=%EF%BF%BF`, {}],
    ["empty keys and stray '='", "?&&=&==&Gender==Male&Age=1e400", {}],
  ])(
    "never breaks on a crafted query (%s): the valid values apply, a note names the rest",
    async (_what, search, set) => {
      await openPage(search);
      expect(values()).toEqual({
        ...EMPTY_VALUES,
        Age: "0",
        Income: "0",
        LoanAmount: "0",
        Credit_History: "0",
        ...set,
      });
      expect(screen.getByText(/^Some values in this link were ignored: /)).toHaveAttribute("role", "status");
      expect(({} as Record<string, unknown>).Age).toBeUndefined();
      expect(({} as Record<string, unknown>).Gender).toBeUndefined();
    },
  );

  it("never overwrites what the visitor typed before the link was read", async () => {
    await openPage(`?${GOLDEN_QUERY}`, () => choose("Age", 50));
    expect(field("Age")).toHaveValue("50");
    expect(field("Gender")).toHaveValue("");
    expect(address()).toBe(`${PAGE}?Age=50`);
  });
});

describe("the address follows the form", { timeout: 20_000 }, () => {
  it("stays the bare page until something is set, then holds each change", async () => {
    await openPage("");
    expect(address()).toBe(PAGE);
    choose("Education", "Not Graduate");
    choose("Income", 2500);
    await settle();
    expect(address()).toBe(`${PAGE}?Income=2500&Education=Not+Graduate`);
  });

  it("marks a shown verdict, and drops the mark once an edit clears it", async () => {
    await openPage(`?${GOLDEN_QUERY}`);
    click(loanForm.predictButton);
    await advance(DELAY_MS);
    expect(address()).toBe(`${PAGE}?${GOLDEN_QUERY}&predicted=1`);
    choose("Age", 35);
    await settle();
    expect(address()).toBe(`${PAGE}?${GOLDEN_QUERY.replace("Age=34", "Age=35")}`);
  });

  it("holds the random applicant after Random Data", async () => {
    vi.spyOn(Math, "random").mockImplementation(mulberry32(2024));
    await openPage("");
    click(loanForm.randomButton);
    await settle();
    // The seeded applicant (as loan-form.test.tsx draws it): Female, 53, 7204, No, 257, 1, Graduate, Urban, No.
    expect(address()).toBe(
      `${PAGE}?Gender=Female&Age=53&Income=7204&Married=No&LoanAmount=257&Credit_History=1&Education=Graduate&Property_Area=Urban&Self_Employed=No`,
    );
  });
});

describe("Copy link", { timeout: 20_000 }, () => {
  it("copies this page's link for the current application and says so politely", async () => {
    const writeText = stubClipboard(() => Promise.resolve());
    await openPage(`?${GOLDEN_QUERY}`);
    click(shareLink.copy);
    await settle();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${PAGE}?${GOLDEN_QUERY}`);
    expect(screen.getByText(shareLink.copied)).toHaveAttribute("role", "status");
    // Its message is about that application: an edit takes it away.
    choose("Age", 35);
    expect(screen.queryByText(shareLink.copied)).not.toBeInTheDocument();
  });

  it.each([
    ["refuses", () => Promise.reject(new DOMException("Write permission denied.", "NotAllowedError"))],
    ["is missing", undefined],
  ])("when the clipboard %s, shows the link selected for copying by hand", async (_how, writeText) => {
    stubClipboard(writeText);
    await openPage(`?Gender=Male`);
    click(shareLink.copy);
    await settle();
    expect(screen.getByText(shareLink.refused)).toHaveAttribute("role", "status");
    const link = screen.getByRole("textbox", { name: shareLink.linkLabel }) as HTMLInputElement;
    expect(link).toHaveValue(`${window.location.origin}${PAGE}?Gender=Male`);
    expect(link).toHaveFocus();
    expect(link.selectionStart).toBe(0);
    expect(link.selectionEnd).toBe(link.value.length);
    expect(within(link.parentElement!).queryByText(shareLink.copied)).not.toBeInTheDocument();
  });
});
