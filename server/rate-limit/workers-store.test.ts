import { describe, expect, it } from "vitest";

import { workersStore } from "./workers-store";

/** A binding that allows `allowance` calls in all, and counts the calls. */
function fakeBinding(allowance: number) {
  const binding = {
    calls: 0,
    async limit() {
      binding.calls++;
      return { success: binding.calls <= allowance };
    },
  };
  return binding;
}

describe("workersStore", () => {
  it("takes a request of n units as n calls to the binding, which has no cost argument", async () => {
    const binding = fakeBinding(60);
    const store = workersStore(binding, { limit: 60, windowSeconds: 60 });
    expect(await store.hit("a", 50)).toEqual({ allowed: true, limit: 60, windowSeconds: 60 });
    expect(binding.calls).toBe(50);
    expect((await store.hit("a")).allowed).toBe(true);
    expect(binding.calls).toBe(51);
  });

  it("refuses a request the binding refuses part of, and stops calling at the first refusal", async () => {
    const binding = fakeBinding(10);
    const store = workersStore(binding, { limit: 60, windowSeconds: 60 });
    expect((await store.hit("a", 50)).allowed).toBe(false);
    // 10 allowed, the 11th refused, none after it.
    expect(binding.calls).toBe(11);
  });
});
