import { describe, expect, it } from "vitest";

import { pageClasses, pruneCss, pruneStyles } from "./prune-css";

const only = (...names: string[]) => new Set(names);

describe("pruneCss", () => {
  it("drops the rules that need a class the page lacks, and the groups they leave empty", () => {
    const css =
      ".a{color:red}.b{color:blue}.a .b{margin:0}@media (width>=40rem){.b{color:red}}@supports (display:grid){@media print{.b{color:red}}}";
    expect(pruneCss(css, only("a"))).toBe(".a{color:red}");
    expect(pruneCss(css, only("a", "b"))).toBe(
      ".a{color:red}.b{color:#00f}.a .b{margin:0}@media (width>=40rem){.b{color:red}}@supports (display:grid){@media print{.b{color:red}}}",
    );
  });

  it("keeps what matches without a class: the dark theme on :root, element and attribute states, fonts, keyframes, properties", () => {
    const css =
      ':root[data-theme=dark]{--c:1}details[open]>summary{margin:0}@font-face{font-family:K;src:url(k.woff2)}@keyframes spin{to{rotate:1turn}}@property --x{syntax:"*";inherits:false}';
    expect(pruneCss(css, only())).toBe(css);
  });

  it("needs only the classes outside pseudo-classes: one in :not(), :is() or :where() may be absent", () => {
    const css = ".a:not(.b){color:red}:where(.b) .a{margin:0}.a:is(.b,.c){padding:0}";
    expect(pruneCss(css, only("a"))).toBe(css);
  });

  it("keeps a rule whole when one of its selectors can match", () => {
    expect(pruneCss(".b,.a{color:red}.b,.c{color:red}", only("a"))).toBe(".b,.a{color:red}");
  });

  it("keeps the dark theme's rule for a class the page has, and drops it for one it lacks", () => {
    const css = ":root[data-theme=dark] .a{color:red}:root[data-theme=dark] .b{color:red}";
    expect(pruneCss(css, only("a"))).toBe(":root[data-theme=dark] .a{color:red}");
  });

  it("reads Tailwind's escaped class names as the page writes them", () => {
    const css = ".sm\\:flex{display:flex}.hover\\:underline:hover{text-decoration:underline}.w-1\\/2{width:50%}";
    expect(pruneCss(css, only("sm:flex", "w-1/2"))).toBe(".sm\\:flex{display:flex}.w-1\\/2{width:50%}");
  });
});

describe("pruneStyles", () => {
  it("prunes every <style> of a page to its classes and leaves the rest of the page as it was", () => {
    const page = [
      "<!DOCTYPE html><html><head><style>.a{color:red}.gone{color:red}</style>",
      '<style data-href="notes">.b>p{margin:0}.other{margin:0}</style></head>',
      '<body><p class="a  b">Text</p><template><i class="c"></i></template></body></html>',
    ].join("");
    expect(pruneStyles(page)).toBe(
      [
        "<!DOCTYPE html><html><head><style>.a{color:red}</style>",
        '<style data-href="notes">.b>p{margin:0}</style></head>',
        '<body><p class="a  b">Text</p><template><i class="c"></i></template></body></html>',
      ].join(""),
    );
  });

  it("counts the classes of every element, those in a <template> too", () => {
    expect(pageClasses('<p class="a  b"></p><template><i class=" c"></i></template>')).toEqual(only("a", "b", "c"));
  });
});
