/**
 * How many messages one browser may send: three an hour, counted in localStorage (so across tabs and
 * reloads). A scripted browser that sends every few seconds is stopped at the third; one that clears its
 * storage is not, which is what EmailJS's own rate limit is for (docs/deploy.md#emailjs). Where storage is
 * missing or refuses, nothing is counted and the form sends as before.
 */
export const SEND_CAP = { sends: 3, windowMs: 60 * 60 * 1000 } as const;

export const SENDS_KEY = "contact-sends";

function storage(): Storage | null {
  try {
    // The getter itself throws where storage is blocked.
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The times of this browser's sends within the last window, oldest first; a malformed entry is dropped. */
function recentSends(now: number): number[] {
  try {
    const saved: unknown = JSON.parse(storage()?.getItem(SENDS_KEY) ?? "[]");
    if (!Array.isArray(saved)) return [];
    // A time after now (a clock set back) counts as now: it cannot make the wait longer than a window.
    const times = saved.filter((time): time is number => typeof time === "number" && Number.isFinite(time));
    return times
      .map((time) => Math.min(time, now))
      .filter((time) => time > now - SEND_CAP.windowMs)
      .sort((a, b) => a - b);
  } catch {
    return [];
  }
}

/** When this browser may send again: `undefined` when it may now, else the time (ms) the oldest send leaves the window. */
export function nextSendAt(now: number): number | undefined {
  const sends = recentSends(now);
  if (sends.length < SEND_CAP.sends) return undefined;
  return (sends[sends.length - SEND_CAP.sends] ?? now) + SEND_CAP.windowMs;
}

/** Counts a message sent at `now`; only the last window's sends are kept. */
export function recordSend(now: number): void {
  const sends = [...recentSends(now), now].slice(-SEND_CAP.sends);
  try {
    storage()?.setItem(SENDS_KEY, JSON.stringify(sends));
  } catch {
    // A full or refusing storage: the cap is a courtesy, the form goes on without it.
  }
}
