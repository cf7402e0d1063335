import { expect, test } from "@playwright/test";

import { crawl } from "#scripts/site-links";

import { content } from "./built-content";

const { site, sitePages } = content;

// What `npm run check:content` asks of the owner's build, asked of the fixture builds.
test("every page renders, and every internal link and #section leads somewhere", async ({ baseURL }) => {
  const { pages, broken } = await crawl(baseURL!, site.url, ["/", ...sitePages]);
  expect(broken).toEqual([]);
  expect(pages).toEqual(expect.arrayContaining([...sitePages]));
});
