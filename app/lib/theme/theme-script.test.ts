// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { THEME_SCRIPT } from "./theme-script";

/** A stand-in for matchMedia("(prefers-color-scheme: dark)") whose answer a test can change. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: dark,
    addEventListener: (_: "change", listener: () => void) => listeners.add(listener),
  };
  vi.stubGlobal(
    "matchMedia",
    vi.fn((media: string) => {
      expect(media).toBe("(prefers-color-scheme: dark)");
      return query;
    }),
  );
  return {
    change(nowDark: boolean) {
      query.matches = nowDark;
      for (const listener of listeners) listener();
    },
  };
}

// The very text root.tsx puts in <head>, run as the browser runs a classic inline script.
const runScript = () => new Function(THEME_SCRIPT)();
const theme = () => document.documentElement.dataset.theme;

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the inline theme script", () => {
  it("follows the system setting when nothing is stored", () => {
    fakeSystem(true);
    runScript();
    expect(theme()).toBe("dark");

    delete document.documentElement.dataset.theme;
    fakeSystem(false);
    runScript();
    expect(theme()).toBe("light");
  });

  it("prefers the stored choice to the system setting, both ways", () => {
    fakeSystem(false);
    localStorage.setItem("theme", "dark");
    runScript();
    expect(theme()).toBe("dark");

    fakeSystem(true);
    localStorage.setItem("theme", "light");
    runScript();
    expect(theme()).toBe("light");
  });

  it("ignores a stored value that is not a theme", () => {
    fakeSystem(true);
    localStorage.setItem("theme", "blue");
    runScript();
    expect(theme()).toBe("dark");
  });

  it("follows the system when storage cannot be read (storage disabled)", () => {
    fakeSystem(true);
    vi.stubGlobal("localStorage", {
      getItem: () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
    expect(runScript).not.toThrow();
    expect(theme()).toBe("dark");
  });

  it("follows a change of the system setting while nothing is stored, and only then", () => {
    const system = fakeSystem(false);
    runScript();
    system.change(true);
    expect(theme()).toBe("dark");

    localStorage.setItem("theme", "dark");
    system.change(false);
    expect(theme()).toBe("dark");
  });

  it("applies a choice another tab stores", () => {
    fakeSystem(false);
    // The listener this run adds (earlier tests' scripts listen on the same window too).
    const addListener = vi.spyOn(window, "addEventListener");
    runScript();
    expect(theme()).toBe("light");
    const onStorage = addListener.mock.calls.find(([type]) => type === "storage")?.[1] as () => void;
    expect(onStorage).toBeTypeOf("function");
    localStorage.setItem("theme", "dark");
    onStorage();
    expect(theme()).toBe("dark");
  });

  it("declares no global names", () => {
    fakeSystem(false);
    const before = new Set(Object.keys(window));
    window.eval(THEME_SCRIPT);
    expect(Object.keys(window).filter((key) => !before.has(key))).toEqual([]);
  });
});
