import { expect, test } from "@playwright/test";

import { crawl } from "#scripts/site/site-links";

import { content } from "./built-content";

const { site, sitePages } = content;

// The notebook that tests the sanitiser (tests/fixtures/content/notes/hostile-output.ipynb) shows an output's
// <img src="x">, harmless once its onerror is gone, and leading nowhere on purpose.
const sanitiserTest = (link: { from: string; href: string }) =>
  link.from === "/notes/hostile-output" && link.href === "x";

// What `npm run check:content` asks of the owner's build, asked of the fixture builds.
test("every page renders, and every internal link and #section leads somewhere", async ({ baseURL }) => {
  const { pages, broken } = await crawl(baseURL!, site.url, ["/", ...sitePages]);
  expect(broken.filter((link) => !sanitiserTest(link))).toEqual([]);
  expect(pages).toEqual(expect.arrayContaining([...sitePages]));
});
