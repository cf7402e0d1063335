/**
 * The owner's modules (site.ts): each one on has its page, its sitemap entry, its menu entry and its API; each
 * one off has none of them, and its addresses answer as any unknown address does. The fixture sets switch
 * different ones off (tests/fixtures/content-other: the demo, the notes and the models), so this runs with each on
 * and with each off.
 */
import { expect, type APIRequestContext, test } from "@playwright/test";

import { GOLDEN_APPLICATION } from "#tests/support/loan/golden-application";

import { content, contentSet } from "./built-content";

const { cvPage, loanDemoPage, modules, notesPage, publicationsPage, site } = content;

// The spec's paths, written out: Playwright's loader cannot import the model's JSON that model/api-endpoints.ts reads.
const API = { predict: "/api/predict", openapi: "/api/openapi.json", health: "/api/health" } as const;

/** Whether the fixture set has publications in its BibTeX file, written out by hand: content-other's is empty. */
const HAS_PUBLICATIONS: Record<string, boolean> = {
  "tests/fixtures/content": true,
  "tests/fixtures/content-other": false,
};

async function sitemap(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

async function linksOnHome(request: APIRequestContext): Promise<string[]> {
  const html = await (await request.get("/")).text();
  return [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => match[1]!);
}

test(`the demo is ${modules.loanDemo ? "on" : "off"}: its page, sitemap entry, API and sample file go with it`, async ({
  request,
}) => {
  const page = await request.get(loanDemoPage.path);
  expect((await sitemap(request)).includes(loanDemoPage.path)).toBe(modules.loanDemo);
  expect((await linksOnHome(request)).includes(loanDemoPage.path)).toBe(modules.loanDemo);
  const predict = await request.post(API.predict, { data: GOLDEN_APPLICATION });
  const document = await request.get(API.openapi);
  const sample = await request.get("/batch-sample.csv");
  if (modules.loanDemo) {
    expect([page.status(), predict.status(), document.status(), sample.status()]).toEqual([200, 200, 200, 200]);
  } else {
    expect([page.status(), predict.status(), document.status(), sample.status()]).toEqual([404, 404, 404, 404]);
    // The site's own 404 page, not the demo's page.
    expect(await page.text()).not.toContain(content.loanPage.metaTitle);
  }
  // The health check stays whatever the owner chose.
  expect((await request.get(API.health)).status()).toBe(200);
});

test(`the CV is ${modules.cv ? "on" : "off"}: its page, its JSON Resume, its sitemap and menu entries go with it`, async ({
  request,
}) => {
  const statuses = [(await request.get(cvPage.path)).status(), (await request.get(cvPage.jsonPath)).status()];
  expect(statuses).toEqual(modules.cv ? [200, 200] : [404, 404]);
  expect((await sitemap(request)).includes(cvPage.path)).toBe(modules.cv);
  expect((await linksOnHome(request)).includes(cvPage.path)).toBe(modules.cv);
});

test(`the notes are ${modules.notes ? "on" : "off"}: their pages, feeds, sitemap and menu entries go with them`, async ({
  request,
}) => {
  const statuses = [(await request.get(notesPage.path)).status(), (await request.get("/rss.xml")).status()];
  expect(statuses).toEqual(modules.notes ? [200, 200] : [404, 404]);
  expect((await sitemap(request)).some((path) => path.startsWith(notesPage.path))).toBe(modules.notes);
  expect((await linksOnHome(request)).includes(notesPage.path)).toBe(modules.notes);
});

test("the publications page, its sitemap and menu entries are there while the module is on and has entries", async ({
  request,
}) => {
  const shown = modules.publications && HAS_PUBLICATIONS[contentSet];
  if (shown === undefined) throw new Error(`modules.spec.ts: say whether ${contentSet} has publications`);
  expect((await request.get(publicationsPage.path)).status()).toBe(shown ? 200 : 404);
  expect((await sitemap(request)).includes(publicationsPage.path)).toBe(shown);
  expect((await linksOnHome(request)).includes(publicationsPage.path)).toBe(shown);
});

/**
 * The model folders of the fixture sets, written out by hand: content-other has none of its own, so the build reads
 * the fixture owner's (content-pipeline/content-dir.ts), which its switch leaves out.
 */
const MODEL_IDS: Record<string, string[]> = {
  "tests/fixtures/content": ["diabetes-risk", "disease-progression"],
  "tests/fixtures/content-other": ["diabetes-risk", "disease-progression"],
};

test(`the models are ${modules.models ? "on" : "off"}: their pages, sitemap and menu entries and API go with them`, async ({
  request,
}) => {
  const folders = MODEL_IDS[contentSet];
  if (!folders) throw new Error(`modules.spec.ts: list ${contentSet}'s model folders`);
  const ids = modules.models ? folders : [];
  const pages = ids.length > 0 ? ["/models", ...ids.map((id) => `/models/${id}`)] : [];
  for (const path of ["/models", ...folders.map((id) => `/models/${id}`)]) {
    expect((await request.get(path)).status(), path).toBe(pages.includes(path) ? 200 : 404);
  }
  expect((await sitemap(request)).filter((path) => path.startsWith("/models"))).toEqual(pages);
  expect((await linksOnHome(request)).includes("/models")).toBe(ids.length > 0);
  const api = await request.get("/api/models");
  expect(api.status()).toBe(ids.length > 0 ? 200 : 404);
  for (const id of folders) {
    const card = await request.get(`/api/models/${id}`);
    expect(card.status(), id).toBe(ids.includes(id) ? 200 : 404);
  }
});

test("the sitemap lists the pages of the modules that are on, at the site's address, each one there", async ({
  request,
}) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  for (const url of listed) expect(url.startsWith(new URL("/", site.url).href), url).toBe(true);
  const paths = listed.map((url) => new URL(url).pathname);
  expect(paths).toEqual(expect.arrayContaining([...content.sitePages]));
  for (const path of paths) expect((await request.get(path)).status(), path).toBe(200);
});
