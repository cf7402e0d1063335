// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { startBehaviours } from "#app/lib/behaviours/behaviour";
import { themeToggle } from "#app/lib/theme/theme";

import { ThemeToggle } from "./theme-toggle";

const stops: (() => void)[] = [];
/** The toggle as the page's script finds it: prerendered, then its behaviour started. */
function renderToggle() {
  const { container } = render(<ThemeToggle />);
  stops.push(startBehaviours({ "theme-toggle": themeToggle }, container));
}

const root = document.documentElement;
const toggle = () => screen.getByRole("button", { name: "Dark theme" });

beforeEach(() => {
  localStorage.clear();
  root.dataset.theme = "light";
});

afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  cleanup();
});

describe("ThemeToggle", () => {
  it("prerenders as off whatever the theme, so hydration never mismatches", () => {
    root.dataset.theme = "dark";
    const html = renderToString(<ThemeToggle />);
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain('aria-label="Dark theme"');
    expect(html).toContain('type="button"');
  });

  it("says whether the dark theme is on", () => {
    root.dataset.theme = "dark";
    renderToggle();
    expect(toggle()).toHaveAttribute("aria-pressed", "true");
  });

  it("switches the page's theme at once and remembers it, by mouse or keyboard", async () => {
    const user = userEvent.setup();
    renderToggle();
    expect(toggle()).toHaveAttribute("aria-pressed", "false");

    await user.click(toggle());
    expect(root.dataset.theme).toBe("dark");
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(toggle()).toHaveAttribute("aria-pressed", "true");

    toggle().focus();
    await user.keyboard("{Enter}");
    expect(root.dataset.theme).toBe("light");
    expect(localStorage.getItem("theme")).toBe("light");
    expect(toggle()).toHaveAttribute("aria-pressed", "false");

    await user.keyboard(" ");
    expect(root.dataset.theme).toBe("dark");
  });

  it("follows a theme set elsewhere: another toggle, the system setting, another tab", async () => {
    renderToggle();
    await act(async () => {
      root.dataset.theme = "dark";
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(toggle()).toHaveAttribute("aria-pressed", "true");
  });
});
