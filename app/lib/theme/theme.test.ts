// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { isDarkTheme, setTheme, subscribeTheme, THEME_STORAGE_KEY } from "./theme";

const root = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  root.dataset.theme = "light";
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("theme", () => {
  it("stores its choice under the key the inline script reads", () => {
    expect(THEME_STORAGE_KEY).toBe("theme");
  });

  it("shows and remembers a choice", () => {
    setTheme("dark");
    expect(root.dataset.theme).toBe("dark");
    expect(isDarkTheme()).toBe(true);
    expect(localStorage.getItem("theme")).toBe("dark");

    setTheme("light");
    expect(root.dataset.theme).toBe("light");
    expect(isDarkTheme()).toBe(false);
    expect(localStorage.getItem("theme")).toBe("light");
  });

  it("still switches the page when storage refuses to save", () => {
    vi.stubGlobal("localStorage", {
      setItem: () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      },
    });
    expect(() => setTheme("dark")).not.toThrow();
    expect(root.dataset.theme).toBe("dark");
  });

  it("tells subscribers when the page's theme changes, whoever changes it, until they unsubscribe", async () => {
    const onChange = vi.fn();
    const unsubscribe = subscribeTheme(onChange);
    setTheme("dark");
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    // The inline script (system setting, another tab) writes the attribute directly.
    root.dataset.theme = "light";
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(2));

    unsubscribe();
    root.dataset.theme = "dark";
    root.dataset.other = "x";
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it("ignores other attributes of <html>", async () => {
    const onChange = vi.fn();
    const unsubscribe = subscribeTheme(onChange);
    root.dataset.hydrated = "true";
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onChange).not.toHaveBeenCalled();
    unsubscribe();
  });
});
