import { describe, expect, test } from "vitest";

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
      '<SCRIPT ASYNC TYPE=module>import "/a.js";</SCRIPT><script type="module" src="/c.js"></script></body></html>';
    expect(deferHydration(html)).toBe(
      "<html><head><!-- <link rel=modulepreload href=/old.js> --></head><body>" +
        "<SCRIPT TYPE=module>await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted)));\n" +
        'const [] = await Promise.all([import("/a.js")]);\n' +
        '</SCRIPT><script type="module" src="/c.js"></script></body></html>',
    );
  });
});

describe("deferHydration fails the build when the page is not the shape it expects", () => {
  const preload = '<link rel="modulepreload" href="/a.js"/>';

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
      `<html><head>${preload}</head><body><script type="module" async="">import "/a.js";</script></body></html>`,
    );
    expect(() => deferHydration(deferred.replace("<head>", `<head>${preload}`))).toThrow(/no static imports/);
  });

  test("an import form it does not know how to rewrite", () => {
    const html = `<html><head>${preload}</head><body><script type="module">import { a } from "/a.js";</script></body></html>`;
    expect(() => deferHydration(html)).toThrow(/does not know: import \{ a \} from "\/a.js";/);
  });
});
