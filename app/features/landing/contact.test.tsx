import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { contactContent } from "~/content/contact";
import { profile } from "~/content/profile";

import { escapeHtml } from "../../../tests/support/escape-html";

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
