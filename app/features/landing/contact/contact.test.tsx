import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { contactContent } from "#app/words/site/contact";
import { profile } from "#tests/fixtures/content/profile";
import { escapeHtml } from "#tests/support/escape-html";

import { Contact, elsewhereNote } from "./contact";

// The prerender pass: every word must already be in the static HTML, before any script runs.
describe("Contact (prerendered HTML)", () => {
  const html = renderToString(<Contact />);

  it("is the #contact section, with its heading, contact details and response time", () => {
    expect(html).toMatch(/<section[^>]*id="contact"/);
    expect(html).toContain(escapeHtml(contactContent.heading));
    if (profile.email) expect(html).toContain(`href="mailto:${profile.email}"`);
    else expect(html).not.toContain("mailto:");
    expect(html).toContain(escapeHtml(profile.location));
    // The one figure the template's words promise in this section; the wording around it is the owner's.
    expect(html).toMatch(/within 24 hours/i);
  });

  it("says what each network the owner lists is for, and never names one they do not list", () => {
    const listed = new Set<string>(profile.socials.map((link) => link.kind));
    for (const [kind, use] of Object.entries(contactContent.networkUses)) {
      if (listed.has(kind)) expect(html).toContain(escapeHtml(use));
      else expect(html).not.toContain(escapeHtml(use));
    }
  });

  it("renders the form with labelled, required fields and the submit button", () => {
    for (const name of ["name", "email", "subject", "message"]) {
      expect(html).toContain(`for="contact-${name}"`);
      expect(html).toMatch(new RegExp(`id="contact-${name}"[^>]*required`));
    }
    expect(html).toContain(escapeHtml(contactContent.submit));
    expect(html).not.toContain("novalidate");
  });
});

describe("elsewhereNote", () => {
  const github = { kind: "github", url: "https://github.com/sam" } as const;
  const scholar = { kind: "scholar", url: "https://scholar.google.com/citations?user=x" } as const;

  // Both fixture sets write English (en-GB, en-NG), which joins a list as "A, B and C".
  it("joins the uses of the listed networks in their order, as the language joins a list", () => {
    expect(elsewhereNote([scholar, { kind: "email" }, github])).toBe(
      `${contactContent.networkUses.scholar} and ${contactContent.networkUses.github}.`,
    );
    expect(elsewhereNote([{ kind: "x", url: "https://x.com/sam" }, github, scholar])).toBe(
      `${contactContent.networkUses.x}, ${contactContent.networkUses.github} and ${contactContent.networkUses.scholar}.`,
    );
  });

  it("has nothing to say without a network it can describe", () => {
    expect(elsewhereNote([{ kind: "email" }])).toBeUndefined();
  });
});

// Before hydration (or with scripts off) the form has no handler of ours: React's prerendered script holds a
// submission until it has, and the browser cannot send it anywhere itself.
describe("Contact form before hydration", () => {
  const html = renderToString(<Contact />);
  const form = html.match(/<form[^>]*>/)?.[0] ?? "";

  it("can be sent: the button is enabled, and the form's action is React's, never a URL or a GET", () => {
    expect(html).toMatch(/<button[^>]*type="submit"/);
    expect(html).not.toMatch(/<button[^>]*type="submit"[^>]*\sdisabled=""/);
    expect(form).toMatch(/ action="javascript:/);
    expect(form).not.toContain("method=");
  });

  it("tells a reader without scripts why it cannot send, and where to write instead if the owner gives an address", () => {
    const form = html.slice(html.indexOf("<form"), html.indexOf("</form>"));
    expect(form).toContain(escapeHtml(contactContent.notReady));
    if (profile.email) {
      expect(form).toContain(escapeHtml(contactContent.writeInstead));
      expect(form).toContain(`href="mailto:${profile.email}"`);
    } else {
      expect(form).not.toContain(escapeHtml(contactContent.writeInstead));
      expect(form).not.toContain("mailto:");
    }
  });

  it("carries the honeypot hidden from assistive technology and out of the tab order", () => {
    expect(html).toMatch(/<div aria-hidden="true" class="sr-only"><label[^>]*>[^<]*<\/label><input[^>]*name="website"/);
    const input = html.match(/<input[^>]*name="website"[^>]*>/)?.[0] ?? "";
    expect(input).toContain('tabindex="-1"');
    expect(input).toMatch(/autocomplete="off"/i);
  });
});
