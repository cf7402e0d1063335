// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";

import { Tabs } from "./tabs";

afterEach(cleanup);

const TABS = [
  { id: "a", label: "Alpha" },
  { id: "b", label: "Beta" },
] as const;

function Example() {
  const [selected, setSelected] = useState<"a" | "b">("a");
  return (
    <Tabs label="Letters" tabs={TABS} selected={selected} onSelect={setSelected}>
      <p>Panel {selected}</p>
    </Tabs>
  );
}

describe("Tabs", () => {
  it("ties the selected tab and its panel together for screen readers", () => {
    render(<Example />);
    expect(screen.getByRole("tablist", { name: "Letters" })).toBeInTheDocument();
    const alpha = screen.getByRole("tab", { name: "Alpha" });
    const panel = screen.getByRole("tabpanel", { name: "Alpha" });
    expect(alpha).toHaveAttribute("aria-controls", panel.id);
    expect(panel).toHaveTextContent("Panel a");
    expect(screen.getByRole("tab", { name: "Beta" })).not.toHaveAttribute("aria-controls");
  });

  it("selects by click and by arrow key, wrapping round, and ignores other keys", () => {
    render(<Example />);
    fireEvent.click(screen.getByRole("tab", { name: "Beta" }));
    expect(screen.getByRole("tabpanel", { name: "Beta" })).toHaveTextContent("Panel b");
    fireEvent.keyDown(screen.getByRole("tab", { name: "Beta" }), { key: "ArrowRight" });
    expect(screen.getByRole("tab", { name: "Alpha" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Alpha" })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole("tab", { name: "Alpha" }), { key: "ArrowDown" });
    expect(screen.getByRole("tab", { name: "Alpha" })).toHaveAttribute("aria-selected", "true");
  });
});
