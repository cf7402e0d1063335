import { describe, expect, it } from "vitest";

import { type CpuProfile, placeOf, timeByPlace } from "./cpu-profile";

const frame = (functionName: string, url = "", lineNumber = 0, columnNumber = 0) => ({
  functionName,
  url,
  lineNumber,
  columnNumber,
});

// A server's profile in miniature: (root) → parserOnIncoming (Node) → answer (a bundle with no map) → JSON.stringify
// (a builtin), and hono's dispatch; one idle node.
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame("(root)"), children: [2, 5, 6] },
    { id: 2, callFrame: frame("parserOnIncoming", "node:_http_server"), children: [3] },
    { id: 3, callFrame: frame("answer", "file:///nowhere/build/server/node.js", 10, 2), children: [4] },
    { id: 4, callFrame: frame("stringify") },
    { id: 5, callFrame: frame("dispatch", "file:///app/node_modules/hono/dist/hono-base.js") },
    { id: 6, callFrame: frame("(idle)") },
  ],
  // Sample i lasts timeDeltas[i + 1] µs (until the next); the last counts for nothing.
  samples: [2, 3, 4, 4, 5, 6, 2],
  timeDeltas: [0, 10, 20, 30, 40, 50, 60, 0],
};

describe("timeByPlace", () => {
  it("spreads the sampled time over each place per request, a builtin with its caller's place, idle left out", () => {
    // Hand-summed: node:_http_server 10 (+0 for the last sample); the bundle 20 + 30 (answer) + 40 (stringify);
    // hono 50; idle 60 dropped. Two requests halve each.
    expect(timeByPlace([profile], 2)).toEqual({ "node:_http_server": 5, "server bundle": 45, hono: 25 });
  });

  it("names the function too when asked, a builtin as such", () => {
    expect(timeByPlace([profile], 1, { withFunction: true })).toEqual({
      "node:_http_server parserOnIncoming": 10,
      "server bundle answer": 20,
      "server bundle stringify (builtin)": 70,
      "hono dispatch": 50,
    });
  });
});

describe("placeOf", () => {
  it("tells V8's entries, Node's modules, packages and scoped packages apart", () => {
    expect(placeOf(frame("(garbage collector)"))).toBe("(garbage collector)");
    expect(placeOf(frame("emit", "node:events"))).toBe("node:events");
    expect(placeOf(frame("x", "file:///a/node_modules/@hono/node-server/dist/listener.mjs"))).toBe("@hono/node-server");
    expect(placeOf(frame("run", "file:///a/node_modules/zod/v4/core/core.js"))).toBe("zod");
  });
});
