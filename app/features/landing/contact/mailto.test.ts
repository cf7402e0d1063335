import { describe, expect, it } from "vitest";

import { contactMailtoHref, MAILTO_MAX_LENGTH } from "./mailto";

const TO = "owner@example.org";
const values = { name: "Ada", email: "ada@example.com", subject: "Hi & bye?", message: "Line one\nLine two = 100%" };

describe("contactMailtoHref", () => {
  it("addresses the owner and percent-encodes subject and body, line breaks as CRLF (RFC 6068)", () => {
    expect(contactMailtoHref(TO, values)).toBe(
      `mailto:owner@example.org?subject=Hi%20%26%20bye%3F&body=Line%20one%0D%0ALine%20two%20%3D%20100%25`,
    );
  });

  it("round-trips through a URL parser, whatever the text", () => {
    const message = "Grüße, 你好 👋\r\nnew line\n#hash ?query &amp+plus";
    const url = new URL(contactMailtoHref(TO, { ...values, subject: "  Ça va?  ", message }));
    expect(url.searchParams.get("subject")).toBe("Ça va?");
    expect(url.searchParams.get("body")).toBe("Grüße, 你好 👋\r\nnew line\r\n#hash ?query &amp+plus");
  });

  it("shortens a long message to fit the mailto: limit, on a character boundary, with an ellipsis", () => {
    const message = "👋".repeat(5000 / 2);
    const href = contactMailtoHref(TO, { ...values, message });
    expect(href.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
    expect(href.length).toBeGreaterThan(MAILTO_MAX_LENGTH - 20);
    const body = new URL(href).searchParams.get("body") ?? "";
    expect(body.endsWith("👋…")).toBe(true);
    expect(message.startsWith(body.slice(0, -1))).toBe(true);
  });

  it("survives half a surrogate pair (which encodeURIComponent throws on)", () => {
    const href = contactMailtoHref(TO, { ...values, message: "broken \uD83D here" });
    expect(new URL(href).searchParams.get("body")).toBe("broken \uFFFD here");
  });
});
