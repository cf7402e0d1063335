import { describe, expect, test } from "vitest";

import { firstPaintScripts } from "./page-weight";
import { deferHydration } from "./defer-hydration";

const page =
  '<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/>' +
  '<style>p{}</style></head><body><p>Hello</p><script>window.__reactRouterContext = {};</script>' +
  '<script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\n' +
  'import * as route1 from "/assets/home-3.js";\n  \n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n' +
  'import("/assets/entry.client-4.js");</script></body></html>';

describe("deferHydration", () => {
  const out = deferHydration(page);

  test("drops the preloads and the static imports", () => {
    expect(out).not.toContain("modulepreload");
    expect(out).not.toMatch(/^\s*import\s+["*]/m);
    expect(out).not.toContain('async=""');
  });

  test("imports the same modules, bound to the same names, after the first paint", () => {
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? "";
    expect(script).toMatch(/^await new Promise\(\(painted\) => requestAnimationFrame\(\(\) => setTimeout\(painted\)\)\);/);
    expect(script).toContain(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-2.js"), import("/assets/home-3.js")]);',
    );
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(script.trim().endsWith('import("/assets/entry.client-4.js");')).toBe(true);
  });

  test("leaves the rest of the page alone, and the budget still counts every script", () => {
    expect(out).toContain("<p>Hello</p><script>window.__reactRouterContext = {};</script>");
    expect(firstPaintScripts(out)).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-2.js",
      "/assets/home-3.js",
      "/assets/entry.client-4.js",
    ]);
  });

  test("refuses a page it does not recognise rather than ship it without scripts", () => {
    expect(() => deferHydration("<html><body></body></html>")).toThrow(/bootstrap/);
  });
});
