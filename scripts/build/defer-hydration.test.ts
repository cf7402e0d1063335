import { createRequire } from "node:module";
import { runInNewContext } from "node:vm";

import { createElement } from "react";
import { createRequestHandler, Links, Outlet, Scripts, type ServerBuild } from "react-router";
import { describe, expect, test } from "vitest";

import * as entryServer from "#app/entry.server";

import { deferHydration } from "./defer-hydration";

const scroll = '<script>((storageKey, restoreKey) => { /* React Router\'s own */ })("key", null)</script>';
const context = "<script>window.__reactRouterContext = {};</script>";

// The shape React Router 8 prints (abridged), with non-ASCII text before the edits, so an offset
// counted in bytes rather than characters would cut in the wrong place.
const page =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Café ☕ 🚀</title>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/>' +
  '<link rel="icon" href="/favicon.ico"/><style>p{}</style></head><body><p>Hello 🚀 world</p>' +
  scroll +
  context +
  '<script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\n' +
  'import * as route1 from "/assets/home-3.js";\n  \n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n' +
  'import("/assets/entry.client-4.js");</script><!--$--><p>After</p><!--/$--></body></html>';

describe("deferHydration", () => {
  test("drops the preloads and defers the bootstrap, leaving every other byte as it was", () => {
    expect(deferHydration(page)).toBe(
      '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Café ☕ 🚀</title>' +
        '<link rel="icon" href="/favicon.ico"/><style>p{}</style></head><body><p>Hello 🚀 world</p>' +
        scroll +
        context +
        '<script type="module">' +
        "await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted)));\n" +
        'const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-2.js"), import("/assets/home-3.js")]);\n' +
        '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n' +
        'import("/assets/entry.client-4.js");</script><!--$--><p>After</p><!--/$--></body></html>',
    );
  });

  test("reads the markup as a browser does: attribute order, quoting, case and comments", () => {
    const html =
      "<html><head><!-- <link rel=modulepreload href=/old.js> --><LINK HREF='/a.js' REL='modulepreload'>" +
      '<link rel="stylesheet modulepreload" href=/b.js></head><body>' +
      '<SCRIPT ASYNC TYPE=module>import "/a.js";\nwindow.__reactRouterRouteModules = {};</SCRIPT>' +
      '<script type="module" src="/c.js"></script></body></html>';
    expect(deferHydration(html)).toBe(
      "<html><head><!-- <link rel=modulepreload href=/old.js> --></head><body>" +
        "<SCRIPT TYPE=module>await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted)));\n" +
        'const [] = await Promise.all([import("/a.js")]);\n' +
        "window.__reactRouterRouteModules = {};</SCRIPT>" +
        '<script type="module" src="/c.js"></script></body></html>',
    );
  });
});

describe("deferHydration fails the build when the page is not the shape it expects", () => {
  const preload = '<link rel="modulepreload" href="/a.js"/>';
  const routeModules = "window.__reactRouterRouteModules = {};";

  test("no bootstrap module script, or more than one", () => {
    expect(() => deferHydration(`<html><head>${preload}</head><body>${context}</body></html>`)).toThrow(
      /bootstrap module script, found 0/,
    );
    // A script inside a comment is not a script.
    expect(() =>
      deferHydration(
        `<html><head>${preload}</head><body><!-- <script type="module">import "/a.js";</script> --></body></html>`,
      ),
    ).toThrow(/found 0/);
    const module = '<script type="module" async="">import "/a.js";</script>';
    expect(() => deferHydration(`<html><head>${preload}</head><body>${module}${module}</body></html>`)).toThrow(
      /found 2/,
    );
  });

  test("no module preloads", () => {
    expect(() =>
      deferHydration('<html><body><script type="module" async="">import "/a.js";</script></body></html>'),
    ).toThrow(/modulepreload/);
  });

  test("a bootstrap without static imports: a page already deferred, for one", () => {
    const deferred = deferHydration(
      `<html><head>${preload}</head><body><script type="module" async="">import "/a.js";\n${routeModules}</script></body></html>`,
    );
    expect(() => deferHydration(deferred.replace("<head>", `<head>${preload}`))).toThrow(/no static imports/);
  });

  test("a static import it would leave in place, or a script that sets no route modules", () => {
    const inline = `<html><head>${preload}</head><body><script type="module">import "/a.js";\nwindow.x = 1; import * as b from "/b.js";\n${routeModules}</script></body></html>`;
    expect(() => deferHydration(inline)).toThrow(/a static import inside a statement.*: window.x = 1; import \* as b/);
    const notReactRouters = `<html><head>${preload}</head><body><script type="module">import "/a.js";</script></body></html>`;
    expect(() => deferHydration(notReactRouters)).toThrow(/does not set window.__reactRouterRouteModules/);
  });

  test("says what to do in every error", () => {
    expect(() => deferHydration("<html><body></body></html>")).toThrow(
      /React Router's bootstrap script has changed shape: scripts\/defer-hydration.test.ts renders/,
    );
  });

  test("an import form it does not know how to rewrite", () => {
    const html = `<html><head>${preload}</head><body><script type="module">import { a } from "/a.js";</script></body></html>`;
    expect(() => deferHydration(html)).toThrow(/does not know: import \{ a \} from "\/a.js";/);
  });
});

// The page the build prerenders, as @react-router/dev makes it: a GET to React Router's request handler, rendered by
// this app's entry.server.tsx. The root is a minimal document with <Scripts />; the manifest is written here.
const REACT_ROUTER = (createRequire(import.meta.url)("react-router/package.json") as { version: string }).version;
const ENTRY = "/assets/entry.client-4.js";

function manifestRoute(id: string, module: string, chunks: { clientLoaderModule?: string } = {}) {
  return {
    id,
    module,
    imports: [],
    hasAction: false,
    hasLoader: false,
    hasClientAction: false,
    hasClientLoader: chunks.clientLoaderModule !== undefined,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
    clientActionModule: undefined,
    clientLoaderModule: chunks.clientLoaderModule,
    clientMiddlewareModule: undefined,
    hydrateFallbackModule: undefined,
  };
}

/** The page React Router prints for "/": a home route in one module, or split into its client loader and the rest. */
async function reactRoutersPage(split: boolean): Promise<string> {
  const document = () =>
    createElement(
      "html",
      { lang: "en" },
      createElement("head", null, createElement(Links)),
      createElement("body", null, createElement(Outlet), createElement(Scripts)),
    );
  const home = () => createElement("p", null, "Café ☕");
  const build: ServerBuild = {
    entry: { module: entryServer },
    routes: {
      root: { id: "root", path: "", module: { default: document } },
      "routes/home": {
        id: "routes/home",
        parentId: "root",
        index: true,
        module: split ? { default: home, clientLoader: () => null } : { default: home },
      },
    },
    assets: {
      entry: { module: ENTRY, imports: ["/assets/chunk-5.js"] },
      url: "/assets/manifest-1.js",
      version: "1",
      routes: {
        root: manifestRoute("root", "/assets/root-2.js"),
        "routes/home": {
          ...manifestRoute(
            "routes/home",
            "/assets/home-3.js",
            split ? { clientLoaderModule: "/assets/home-3-loader.js" } : {},
          ),
          parentId: "root",
          index: true,
        },
      },
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {} as ServerBuild["future"],
    // As react-router.config.ts builds: prerendered, no server rendering, every route known at once.
    ssr: false,
    isSpaMode: false,
    prerender: ["/"],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  };
  const response = await createRequestHandler(build, "production")(new Request("http://localhost/"));
  return response.text();
}

/** Runs a deferred bootstrap with every import recorded: what it loads, in order, and the route modules it sets. */
async function runBootstrap(script: string): Promise<{ loaded: string[]; routeModules: unknown }> {
  const loaded: string[] = [];
  const window: { __reactRouterRouteModules?: unknown } = {};
  const context = {
    window,
    load: (url: string) => {
      loaded.push(url);
      return Promise.resolve({ [url]: true });
    },
    requestAnimationFrame: (next: () => void) => next(),
    setTimeout: (next: () => void) => next(),
  };
  await (runInNewContext(`(async () => {${script.replaceAll("import(", "load(")}})()`, context) as Promise<void>);
  return { loaded, routeModules: window.__reactRouterRouteModules };
}

describe(`React Router ${REACT_ROUTER}'s own bootstrap`, () => {
  test.each([
    ["a route in one module", false, { "/assets/home-3.js": true }],
    ["a route split into chunks", true, { "/assets/home-3-loader.js": true, "/assets/home-3.js": true }],
  ])("is deferred whole: %s", async (_name, split, home) => {
    const page = await reactRoutersPage(split);
    let deferred: string;
    try {
      deferred = deferHydration(page);
    } catch (error) {
      throw new Error(
        `${(error as Error).message}\nThe page React Router ${REACT_ROUTER} prints (update the sample at the top of ` +
          `this file to it too):\n${page}`,
      );
    }
    expect(deferred, "every module preload is gone").not.toContain("modulepreload");
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(deferred)?.[1] ?? "";
    expect(script, "no static import is left to load before the first paint").not.toMatch(/^\s*import\s/m);
    const { loaded, routeModules } = await runBootstrap(script);
    // The same modules as React Router's static imports, bound to the same routes, and its entry last.
    expect(loaded).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-2.js",
      ...(split ? ["/assets/home-3-loader.js"] : []),
      "/assets/home-3.js",
      ENTRY,
    ]);
    expect(routeModules).toEqual({ root: { "/assets/root-2.js": true }, "routes/home": home });
  });
});
