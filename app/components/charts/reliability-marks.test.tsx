// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { ReliabilityMarks } from "./reliability-marks";

afterEach(cleanup);

const style = { stroke: "stroke-accent-700", fill: "fill-accent-700", dash: "6 4" };

/** The marks inside an SVG, as a chart would hold them. */
function draw(node: React.ReactNode) {
  return render(<svg>{node}</svg>).container.querySelector("svg")!;
}

// The plot (rate-plot.ts) is 320 units square, its axes from x = 48 to 308 (260 wide) and from y = 276 up to 12
// (264 high): a rate r lies at x = 48 + 260 r and y = 276 − 264 r.
describe("ReliabilityMarks", () => {
  it("joins each bin's mean prediction and observed rate, and marks each bin with a circle", () => {
    const svg = draw(
      <ReliabilityMarks
        bins={[
          { from: 0.2, meanPredicted: 0.25, observedRate: 0.5 },
          { from: 0.7, meanPredicted: 0.75, observedRate: 1 },
        ]}
        style={style}
        mark="circle"
      />,
    );
    // (0.25, 0.5) → (113, 144); (0.75, 1) → (243, 12).
    const path = svg.querySelector("path")!;
    expect(path).toHaveAttribute("d", "M113.0 144.0 L243.0 12.0");
    expect(path).toHaveAttribute("stroke-dasharray", "6 4");
    expect(path).toHaveClass("stroke-accent-700");
    const circles = [...svg.querySelectorAll("circle")].map((c) => [c.getAttribute("cx"), c.getAttribute("cy")]);
    expect(circles).toEqual([
      ["113", "144"],
      ["243", "12"],
    ]);
    expect(svg.querySelectorAll("rect")).toHaveLength(0);
    // No interval given: no bar.
    expect(svg.querySelectorAll("[data-interval]")).toHaveLength(0);
  });

  it("marks with squares centred on the bin, and draws each bin's interval as a bar", () => {
    const svg = draw(
      <ReliabilityMarks
        bins={[{ from: 0.4, meanPredicted: 0.5, observedRate: 0.25, low: 0.125, high: 0.5 }]}
        style={style}
        mark="square"
      />,
    );
    // (0.5, 0.25) → (178, 210); the 8-unit square's corner at (174, 206).
    const square = svg.querySelector("rect")!;
    expect([square.getAttribute("x"), square.getAttribute("y"), square.getAttribute("width")]).toEqual([
      "174",
      "206",
      "8",
    ]);
    // 0.125 → y = 243, 0.5 → y = 144, at x = 178.
    const bar = svg.querySelector("[data-interval]")!;
    expect(["x1", "x2", "y1", "y2"].map((name) => bar.getAttribute(name))).toEqual(["178", "178", "243", "144"]);
  });
});
