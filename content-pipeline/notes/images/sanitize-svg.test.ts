import { describe, expect, it } from "vitest";

import { parseXml } from "#tests/support/xml-tree";

import { sanitizeSvg } from "./sanitize-svg";

const svg = (inner: string, attributes = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="40"${attributes}>${inner}</svg>`;

describe("sanitizeSvg", () => {
  it("keeps the drawing and drops scripts, handlers, foreign objects, animations and links", () => {
    const clean = sanitizeSvg(
      svg(
        '<script>alert(2)</script><circle cx="20" cy="20" r="10" fill="#2563eb" onclick="alert(6)"/>' +
          '<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(3)"/></foreignObject>' +
          '<a href="javascript:alert(4)"><text x="1" y="9">link</text></a>' +
          '<set attributeName="href" to="javascript:alert(5)"/><use href="https://example.org/x.svg#a"/><use xlink:href="#c"/>',
        ' onload="alert(1)"',
      ),
    );
    expect(clean).toBe(
      '<svg width="40" height="40" xmlns="http://www.w3.org/2000/svg"><circle cx="20" cy="20" r="10" fill="#2563eb"/>' +
        '<text x="1" y="9">link</text><use/><use href="#c"/></svg>\n',
    );
  });

  it("keeps matplotlib's structure: its style sheet, groups, paths, clip paths and their references", () => {
    const clean = sanitizeSvg(
      svg(
        '<defs><style type="text/css">*{stroke-linejoin: round; stroke-linecap: butt}</style>' +
          '<clipPath id="p"><rect width="5" height="5"/></clipPath></defs>' +
          '<g clip-path="url(#p)"><path d="M 0 0 L 5 5" style="stroke: #1f77b4; stroke-width: 1.5"/></g>',
      ),
    );
    expect(clean).toContain('<style type="text/css">*{stroke-linejoin:round;stroke-linecap:butt}</style>');
    expect(clean).toContain('<clipPath id="p"><rect width="5" height="5"/></clipPath>');
    // Lightning CSS writes a unitless stroke width in px: the same length in an SVG's user units.
    expect(clean).toContain(
      '<g clip-path="url(#p)"><path d="M 0 0 L 5 5" style="stroke:#1f77b4;stroke-width:1.5px"/></g>',
    );
  });

  it("keeps no outside reference: @import, url() in a style sheet, a style or an attribute, escaped or not", () => {
    const clean = sanitizeSvg(
      svg(
        "<style>@import url(https://evil.example/a.css); @import 'https://evil.example/b.css';" +
          "rect{fill:url(https://evil.example/f)} circle{fill:u\\72l(https://evil.example/g)}" +
          "@font-face{font-family:x;src:url(https://evil.example/f.woff)} g{fill:image-set('https://evil.example/i.png' 1x)}</style>" +
          '<rect fill="url(https://evil.example/x)" stroke="u\\72l(https://evil.example/s)" style="fill:url(\'https://evil.example/y\')"/>' +
          '<image href="//evil.example/i.png"/><image xlink:href="/\\evil.example/i.png"/><image href="https://evil.example/i.png"/>' +
          '<image href="data:image/png;base64,iVBORw0KGgo="/><image href="data:image/svg+xml,&lt;svg/&gt;"/>',
      ),
    );
    expect(clean).not.toContain("evil.example");
    expect(clean).toContain('<image href="data:image/png;base64,iVBORw0KGgo="/>');
    expect(clean.match(/<image\/>/g)).toHaveLength(4);
  });

  it("writes XML that a strict parser reads, whatever the text and attributes held", () => {
    const clean = sanitizeSvg(
      svg(
        '<title>a &lt; b &amp; ]]&gt;</title><text id="a&lt;&quot;b">x</text><style>text{font-family:"a&lt;b"}</style>',
      ),
    );
    const tree = parseXml(clean);
    expect(tree.children.map((child) => child.name)).toEqual(["title", "text", "style"]);
    expect(tree.children[0]!.text).toBe("a < b & ]]>");
    expect(tree.children[1]!.attributes.id).toBe('a<"b');
  });

  it("takes an SVG without its xmlns as SVG, and refuses one that is not XML or declares entities", () => {
    expect(sanitizeSvg('<svg width="2" height="1"><rect width="2" height="1"/></svg>')).toBe(
      '<svg width="2" height="1" xmlns="http://www.w3.org/2000/svg"><rect width="2" height="1"/></svg>\n',
    );
    expect(() => sanitizeSvg("<svg><rect></svg>")).toThrow();
    expect(() => sanitizeSvg('<!DOCTYPE svg [<!ENTITY a "lol">]><svg>&a;&a;</svg>')).toThrow(/undefined entity/);
    expect(() => sanitizeSvg("<html/>")).toThrow(/no <svg> element/);
  });
});
