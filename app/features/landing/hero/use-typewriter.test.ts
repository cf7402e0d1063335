// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { TYPING_INTERVAL_MS, useTypewriter } from "./use-typewriter";

describe("useTypewriter", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("types one character per 100ms and stops at the full text", () => {
    expect(TYPING_INTERVAL_MS).toBe(100);
    const { result } = renderHook(() => useTypewriter("Hello", true));
    expect(result.current).toEqual({ typed: "", done: false });

    for (const expected of ["H", "He", "Hel", "Hell"]) {
      act(() => vi.advanceTimersByTime(99));
      expect(result.current.typed).toBe(expected.slice(0, -1));
      act(() => vi.advanceTimersByTime(1));
      expect(result.current.typed).toBe(expected);
    }
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toEqual({ typed: "Hello", done: true });

    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.typed).toBe("Hello");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("returns the whole text at once when disabled", () => {
    const { result } = renderHook(() => useTypewriter("Hello", false));
    expect(result.current).toEqual({ typed: "Hello", done: true });
    expect(vi.getTimerCount()).toBe(0);
  });
});
