// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { contactContent } from "#app/words/site/contact";

import { limitAnnouncement, MessageCount } from "./message-count";

afterEach(cleanup);

describe("limitAnnouncement", () => {
  it("says nothing while more than 500 characters are left", () => {
    for (const length of [0, 1, 123, 4500]) expect(limitAnnouncement(length, 5000)).toBe("");
  });

  it("changes only at 500 and 100 left, and at the limit", () => {
    const said = Array.from({ length: 5001 }, (_, length) => limitAnnouncement(length, 5000));
    const changes = said.flatMap((text, length) => (length > 0 && text !== said[length - 1] ? [[length, text]] : []));
    expect(changes).toEqual([
      [4501, contactContent.messageLimit.under(500)],
      [4901, contactContent.messageLimit.under(100)],
      [5000, contactContent.messageLimit.reached],
    ]);
  });
});

describe("MessageCount", () => {
  it("shows the count against the limit, and keeps the polite region quiet far from it", () => {
    render(<MessageCount id="count" length={123} max={5000} />);
    // In the fixture owner's en-GB: 5,000, as en-GB writes it.
    expect(document.getElementById("count")).toHaveTextContent("123 / 5,000");
    const live = document.querySelector("[aria-live=polite]");
    expect(live).toHaveTextContent(/^$/);
    // The visible counter is not itself live: it would speak on every keystroke.
    expect(document.getElementById("count")).not.toHaveAttribute("aria-live");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("tells screen readers when the limit is reached", () => {
    render(<MessageCount id="count" length={5000} max={5000} />);
    expect(document.querySelector("[aria-live=polite]")).toHaveTextContent(contactContent.messageLimit.reached);
  });
});
