// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";

import { BrainCircuit, GraduationCap } from "#app/components/ui/icons";
import type { TimelineEntry } from "#app/site/content-types";

import { AboutTimeline } from "./timeline";

afterEach(cleanup);

// Deliberately not in date order: the timeline shows entries as the owner wrote them.
const entries: TimelineEntry[] = [
  { year: "2019", title: "Junior Analyst", company: "Acme Ltd", description: "Built reports.", icon: "brain" },
  {
    year: "2021",
    title: "BSc in Mathematics",
    company: "Test University",
    description: "Studied.",
    icon: "graduation",
  },
];

const items = () => within(screen.getByRole("list")).getAllByRole("listitem");

describe("AboutTimeline", () => {
  it("shows every entry in the order given, with its year, title, company and description", () => {
    render(<AboutTimeline entries={entries} />);
    expect(items()).toHaveLength(entries.length);
    items().forEach((item, index) => {
      const entry = entries[index]!;
      expect(within(item).getByRole("heading", { level: 4 })).toHaveTextContent(entry.title);
      expect(item.textContent?.startsWith(entry.year)).toBe(true);
      expect(within(item).getByText(entry.company)).toBeInTheDocument();
      expect(within(item).getByText(entry.description)).toBeInTheDocument();
    });
  });

  it("draws the icon each entry names", () => {
    render(<AboutTimeline entries={entries} />);
    const drawn = items().map((item) => item.querySelector("svg")?.outerHTML);
    expect(drawn).toEqual([
      renderToStaticMarkup(<BrainCircuit className="size-5" />),
      renderToStaticMarkup(<GraduationCap className="size-5" />),
    ]);
  });

  it("renders an empty list for no entries", () => {
    render(<AboutTimeline entries={[]} />);
    expect(within(screen.getByRole("list")).queryAllByRole("listitem")).toEqual([]);
  });
});
