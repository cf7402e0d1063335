// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";

import { nextSendAt, recordSend, SENDS_KEY } from "./send-cap";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// 10:00 UTC on 15 January 2026.
const T0 = Date.UTC(2026, 0, 15, 10, 0, 0);

beforeEach(() => localStorage.clear());

describe("the contact form's send cap", () => {
  it("lets a browser send three messages in an hour, then waits for the first to be an hour old", () => {
    expect(nextSendAt(T0)).toBeUndefined();
    recordSend(T0);
    recordSend(T0 + MINUTE);
    expect(nextSendAt(T0 + 2 * MINUTE)).toBeUndefined();
    recordSend(T0 + 2 * MINUTE);
    // Sent at 10:00, 10:01 and 10:02: the next may go at 11:00.
    expect(nextSendAt(T0 + 3 * MINUTE)).toBe(T0 + HOUR);
    expect(nextSendAt(T0 + HOUR - 1)).toBe(T0 + HOUR);
    expect(nextSendAt(T0 + HOUR)).toBeUndefined();
  });

  it("counts from the oldest of the last three: sent at 10:00, 10:01, 10:02 and 11:00, the next may go at 11:01", () => {
    for (const at of [T0, T0 + MINUTE, T0 + 2 * MINUTE]) recordSend(at);
    recordSend(T0 + HOUR);
    expect(nextSendAt(T0 + HOUR)).toBe(T0 + HOUR + MINUTE);
    expect(JSON.parse(localStorage.getItem(SENDS_KEY) ?? "")).toEqual([T0 + MINUTE, T0 + 2 * MINUTE, T0 + HOUR]);
  });

  it.each(["{", '"three"', "null", '[1, "a", null, {}]', "[1e999]"])("ignores a stored %s it cannot use", (saved) => {
    localStorage.setItem(SENDS_KEY, saved);
    expect(nextSendAt(T0)).toBeUndefined();
    recordSend(T0);
    expect(JSON.parse(localStorage.getItem(SENDS_KEY) ?? "")).toEqual([T0]);
  });

  it("takes a send dated after now (a clock set back) as sent now: the wait is never longer than an hour", () => {
    localStorage.setItem(SENDS_KEY, JSON.stringify([T0 + 10 * HOUR, T0 + 10 * HOUR, T0 + 10 * HOUR]));
    expect(nextSendAt(T0)).toBe(T0 + HOUR);
  });

  it("lets the form send where storage is blocked", () => {
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    for (let i = 0; i < 5; i++) recordSend(T0 + i);
    expect(nextSendAt(T0 + 5)).toBeUndefined();
  });
});
