// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import type { Publication } from "#app/site/content-types";

import { Authors, shownAuthors } from "./publication-parts";

const OWNER = "Priya Raman";

function paper(names: string[]): Publication {
  return {
    key: "k",
    title: "T",
    authors: names.map((name) => ({ name, given: name.split(" ")[0], family: name.split(" ").slice(1).join(" ") })),
    moreAuthors: false,
    type: "conference",
    keywords: [],
    links: {},
    selected: false,
    bibtex: "",
  };
}

const EIGHT = [
  "Wei Chen",
  "Ngozi Okafor",
  "Ana Silva",
  "Piotr Kowalski",
  "Yuki Tanaka",
  "Priya Raman",
  "Omar Haddad",
  "Elin Lindqvist",
];

function rendered(publication: Publication): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToStaticMarkup(<Authors publication={publication} owner={OWNER} />);
  return container;
}

describe("a long author list", () => {
  it("is shown whole up to five authors", () => {
    expect(shownAuthors(paper(EIGHT.slice(0, 5)), OWNER)).toBeUndefined();
    const container = rendered(paper(EIGHT.slice(0, 5)));
    expect(container.querySelector("details")).toBeNull();
    expect(container.textContent).toBe("Wei Chen, Ngozi Okafor, Ana Silva, Piotr Kowalski and Yuki Tanaka");
  });

  it("is cut to the first three and the owner, wherever the owner comes, with 'and N more' opening the rest", () => {
    expect(shownAuthors(paper(EIGHT), OWNER)).toEqual([0, 1, 2, 5]);
    const container = rendered(paper(EIGHT));
    const [short, whole] = [...container.querySelectorAll("p")];
    expect(short!.textContent).toBe("Wei Chen, Ngozi Okafor, Ana Silva, …, Priya Raman");
    expect(short!.querySelector("strong")?.textContent).toBe(OWNER);
    const details = container.querySelector("details")!;
    expect(details.open).toBe(false);
    expect(details.querySelector("summary")?.textContent).toContain("and 4 more");
    // The rest is in the page, behind the <details>: no script needed to open it.
    expect(whole!.textContent).toBe(`${EIGHT.slice(0, 7).join(", ")} and Elin Lindqvist`);
    expect(whole!.closest("details")).toBe(details);
  });

  it("needs no gap when the owner is among the first three", () => {
    const names = ["Priya Raman", ...EIGHT.filter((name) => name !== OWNER)];
    expect(shownAuthors(paper(names), OWNER)).toEqual([0, 1, 2]);
    expect(rendered(paper(names)).querySelector("p")!.textContent).toBe("Priya Raman, Wei Chen, Ngozi Okafor");
  });
});
