// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { ScrollBackground } from "./scroll-background";

describe("ScrollBackground", () => {
  it("is a fixed, decorative layer behind the content that never takes clicks", () => {
    const { container } = render(<ScrollBackground />);
    const layer = container.firstElementChild!;
    expect(layer).toHaveAttribute("aria-hidden", "true");
    expect(layer.className.split(" ")).toEqual(
      expect.arrayContaining(["fixed", "inset-0", "-z-10", "pointer-events-none"]),
    );
    expect(layer.querySelectorAll(".scroll-bg-blob")).toHaveLength(3);
    expect(layer.textContent).toBe("");
  });
});
