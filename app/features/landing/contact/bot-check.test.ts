import { describe, expect, it } from "vitest";

import { HONEYPOT_FIELD, looksAutomated, MIN_FILL_TIME_MS } from "./bot-check";

const started = 1_000_000;

describe("looksAutomated", () => {
  it("uses a plausible field name (not 'honeypot') and a three-second minimum", () => {
    expect(HONEYPOT_FIELD).toBe("website");
    expect(MIN_FILL_TIME_MS).toBe(3000);
  });

  it("passes a person: honeypot empty, sent three seconds or more after the form became interactive", () => {
    expect(looksAutomated({ honeypot: "", startedAt: started, now: started + 3000 })).toBe(false);
    expect(looksAutomated({ honeypot: "", startedAt: started, now: started + 60_000 })).toBe(false);
  });

  it("catches a filled honeypot, however slowly the form was filled", () => {
    expect(looksAutomated({ honeypot: "https://spam.example", startedAt: started, now: started + 60_000 })).toBe(true);
    expect(looksAutomated({ honeypot: " ", startedAt: started - 60_000, now: started })).toBe(true);
  });

  it("catches a form sent faster than a person can fill it", () => {
    expect(looksAutomated({ honeypot: "", startedAt: started, now: started })).toBe(true);
    expect(looksAutomated({ honeypot: "", startedAt: started, now: started + 2999 })).toBe(true);
  });

  it("times a restored draft too, from when the form became usable", () => {
    // A draft restored at `started` and sent at once: a bot can fill storage as easily as the fields.
    expect(looksAutomated({ honeypot: "", startedAt: started, now: started + 100 })).toBe(true);
  });
});
