import { runInNewContext } from "node:vm";

import { describe, expect, test } from "vitest";

import { firstPaintScripts } from "./page-weight";
import { deferHydration, lightenScrollRestoration } from "./defer-hydration";

const page =
  '<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/>' +
  "<style>p{}</style></head><body><p>Hello</p><script>window.__reactRouterContext = {};</script>" +
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
    expect(script).toMatch(
      /^await new Promise\(\(painted\) => requestAnimationFrame\(\(\) => setTimeout\(painted\)\)\);/,
    );
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

// React Router 7's <ScrollRestoration/> script, exactly as it prints it into the page.
const routerScrollScript = (restoreKey: string) =>
  '<script>((storageKey2, restoreKey) => {\n    if (!window.history.state || !window.history.state.key) {\n      let key = Math.random().toString(32).slice(2);\n      window.history.replaceState({ key }, "");\n    }\n    try {\n      let positions = JSON.parse(sessionStorage.getItem(storageKey2) || "{}");\n      let storedY = positions[restoreKey || window.history.state.key];\n      if (typeof storedY === "number") {\n        window.scrollTo(0, storedY);\n      }\n    } catch (error) {\n      console.error(error);\n      sessionStorage.removeItem(storageKey2);\n    }\n  })("react-router-scroll-positions", ' +
  restoreKey +
  ")</script>";

/** Runs a page's scroll script against a fake window; returns what it did, in order. */
function runScrollScript(html: string, state: unknown, stored: string | null) {
  const effects: string[] = [];
  const history = {
    state,
    replaceState(next: unknown) {
      effects.push("replaceState");
      history.state = next;
    },
  };
  const sessionStorage = {
    getItem: (key: string) => (effects.push(`getItem ${key}`), stored),
    removeItem: (key: string) => effects.push(`removeItem ${key}`),
  };
  const window = { history, scrollTo: (_x: number, y: number) => effects.push(`scrollTo ${y}`) };
  const code = /<script>(\(\(?storageKey[\s\S]*?)<\/script>/.exec(html)![1]!;
  runInNewContext(code, { window, sessionStorage, console: { error: () => effects.push("error") }, Math, JSON });
  return { effects, state: history.state as { key?: unknown } | null };
}

describe("lightenScrollRestoration", () => {
  const original = `<body><p>Hi</p>${routerScrollScript("null")}<script>window.__reactRouterContext = {};</script></body>`;
  const lightened = lightenScrollRestoration(original);

  test("on a fresh visit, gives the entry its key without reading sessionStorage", () => {
    expect(runScrollScript(original, null, null).effects).toEqual([
      "replaceState",
      "getItem react-router-scroll-positions",
    ]);
    const { effects, state } = runScrollScript(lightened, null, null);
    expect(effects).toEqual(["replaceState"]);
    expect(state?.key).toMatch(/^[0-9a-v]+$/);
  });

  test("on a reload or a step back, restores the saved position as React Router's script does", () => {
    const saved = JSON.stringify({ abc: 420, other: 7 });
    for (const html of [original, lightened]) {
      expect(runScrollScript(html, { key: "abc" }, saved).effects).toEqual([
        "getItem react-router-scroll-positions",
        "scrollTo 420",
      ]);
      expect(runScrollScript(html, { key: "abc" }, "{not json").effects).toEqual([
        "getItem react-router-scroll-positions",
        "error",
        "removeItem react-router-scroll-positions",
      ]);
    }
  });

  test("still reads the positions on a fresh visit when a route supplies its own key", () => {
    const withKey = `<body>${routerScrollScript('"/projects"')}</body>`;
    const saved = JSON.stringify({ "/projects": 99 });
    expect(runScrollScript(lightenScrollRestoration(withKey), null, saved).effects).toEqual(
      runScrollScript(withKey, null, saved).effects,
    );
    expect(runScrollScript(withKey, null, saved).effects).toContain("scrollTo 99");
  });

  test("leaves the rest of the page alone and refuses a page without the script", () => {
    expect(lightened).toMatch(/^<body><p>Hi<\/p><script>\(\(storageKey, restoreKey\) => \{/);
    expect(lightened).toContain(
      ')("react-router-scroll-positions", null)</script><script>window.__reactRouterContext = {};</script></body>',
    );
    expect(() => lightenScrollRestoration("<html><body></body></html>")).toThrow(/scroll restoration/);
  });
});
