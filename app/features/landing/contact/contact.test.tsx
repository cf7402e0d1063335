import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { contactContent } from "#app/content/contact";
import { profile } from "#app/content/profile";
import { escapeHtml } from "#tests/support/escape-html";

import { Contact } from "./contact";

// The prerender pass: every word must already be in the static HTML, before any script runs.
describe("Contact (prerendered HTML)", () => {
  const html = renderToString(<Contact />);

  it("is the #contact section, with its heading, contact details and response time", () => {
    expect(html).toMatch(/<section[^>]*id="contact"/);
    expect(html).toContain(escapeHtml(contactContent.heading));
    expect(html).toContain(`href="mailto:${profile.email}"`);
    expect(html).toContain(escapeHtml(profile.location));
    // The one figure the spec fixes in this section; the wording around it is the owner's.
    expect(html).toMatch(/within 24 hours/i);
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

// Before hydration (or with scripts off) the form has no handler: the browser would submit it itself.
describe("Contact form before hydration", () => {
  const html = renderToString(<Contact />);
  const form = html.match(/<form[^>]*>/)?.[0] ?? "";

  it("cannot be submitted: the submit button is disabled until React runs the form", () => {
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
  });

  it("would post, never put the message in the URL with a GET", () => {
    expect(form).toContain('method="post"');
  });

  it("tells a reader without scripts to write by email, with the owner's address", () => {
    const form = html.slice(html.indexOf("<form"), html.indexOf("</form>"));
    expect(form).toContain(escapeHtml(contactContent.notReady));
    expect(form).toContain(`href="mailto:${profile.email}"`);
  });

  it("carries the honeypot hidden from assistive technology and out of the tab order", () => {
    expect(html).toMatch(/<div aria-hidden="true" class="sr-only"><label[^>]*>[^<]*<\/label><input[^>]*name="website"/);
    const input = html.match(/<input[^>]*name="website"[^>]*>/)?.[0] ?? "";
    expect(input).toContain('tabindex="-1"');
    expect(input).toMatch(/autocomplete="off"/i);
  });
});
