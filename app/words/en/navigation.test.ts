import { describe, expect, it } from "vitest";

import { pageLinks } from "#app/words/navigation";
import { publicationsPage } from "#app/words/publications";

describe("the menu's links to the site's pages", () => {
  it("name and address the publications page as the page itself does", () => {
    expect(pageLinks.publications).toEqual({ label: publicationsPage.label, href: publicationsPage.path });
  });
});
