import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { SectionIntro } from "./section-intro";

describe("SectionIntro", () => {
  it("gives each paragraph of the lead a <p> of its own, in order", () => {
    const html = renderToStaticMarkup(
      <SectionIntro id="about-title" eyebrow="Hello" title="About">
        {["First.", "Second.", "Third."]}
      </SectionIntro>,
    );
    expect([...html.matchAll(/<p[^>]*>([^<]*)<\/p>/g)].map((match) => match[1])).toEqual([
      "Hello",
      "First.",
      "Second.",
      "Third.",
    ]);
  });

  it("takes a one-paragraph lead as a plain string", () => {
    const html = renderToStaticMarkup(
      <SectionIntro id="skills-title" eyebrow="Tools" title="Skills">
        Only one.
      </SectionIntro>,
    );
    expect(html).toContain(">Only one.</p>");
    expect(html.match(/<p/g)).toHaveLength(2);
  });
});
