import { text } from "node:stream/consumers";

import { prerenderToNodeStream } from "react-dom/static";
import { caseStudies, notes } from "virtual:notes";
import { describe, expect, it } from "vitest";

import { mdxComponents } from "./note-components";
import { SiteNotePage } from "./site-note-page";
import { loanDemoOn, notesOn } from "./switches";

/** The page as the build prerenders it: after the note's module (and any component it shows) has loaded. */
async function prerendered(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  return text(prelude);
}

// The fixture owner's notes (tests/fixtures/content/): a case study, and a note that shows the live verdict.
describe("SiteNotePage", () => {
  it("shows a case study's body under the menu and the back link the route gives", async () => {
    const study = caseStudies.find((note) => note.slug === "rag-knowledge-assistant")!;
    const html = await prerendered(
      <SiteNotePage note={study} back={{ href: "/#projects", label: "Back to the projects" }} showFeeds={false} />,
    );
    expect(html).toContain("Staff searched 40,000 policies by hand.");
    expect(html).toMatch(/<a href="\/#projects"[^>]*>.*Back to the projects<\/a>/);
    expect(html).toContain('href="/search"');
  });

  it("gives a note the site's components, the live verdict while the demo is on", async () => {
    // The second fixture owner (tests/fixtures/content-other/) has the notes and the demo off: no such note.
    const note = notes.find((entry) => entry.slug === "live-verdict");
    expect(Boolean(note)).toBe(notesOn);
    expect("ApplicantVerdict" in mdxComponents).toBe(loanDemoOn);
    if (!note || !loanDemoOn) return;
    const html = await prerendered(
      <SiteNotePage note={note} back={{ href: "/notes", label: "All notes" }} showFeeds />,
    );
    expect(html).toContain("Credit history");
  });
});
