import { describe, expect, it } from "vitest";

import { publicationsLink } from "#app/words/navigation";
import { publicationsPage } from "#app/words/publications";

describe("the menu's links to the site's pages", () => {
  it("name and address the publications page as the page itself does", () => {
    expect(publicationsLink).toEqual({ label: publicationsPage.label, href: publicationsPage.path });
  });
});
