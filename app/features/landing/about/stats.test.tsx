// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import type { Stat } from "#app/site/content-types";

import { AboutStats } from "./stats";

afterEach(cleanup);

const stats: Stat[] = [
  { label: "Models shipped", value: "7" },
  { label: "Coffees", value: "1,000+" },
];

describe("AboutStats", () => {
  it("pairs each label with its value, exactly as written, in the order given", () => {
    render(<AboutStats stats={stats} />);
    expect(screen.getAllByRole("term").map((term) => term.textContent)).toEqual(["Models shipped", "Coffees"]);
    expect(screen.getAllByRole("definition").map((value) => value.textContent)).toEqual(["7", "1,000+"]);
  });

  it("puts each label before its value, so a screen reader hears what the figure is first", () => {
    render(<AboutStats stats={stats} />);
    for (const term of screen.getAllByRole("term")) {
      expect(term.nextElementSibling?.tagName).toBe("DD");
    }
  });
});
