/**
 * Search in another language than English: Pagefind reads each page's `<html lang>`, indexes the words with that
 * language's stemmer, and the search page (whose lang is the site's) loads that language's index. Here the test
 * build is copied, its search page and two notes made French (fr-FR, as site.ts's `locale` would make them), the
 * index written again by the build's own step, and the copy served by the production server.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { expect, test } from "@playwright/test";

import { writeSearchIndex } from "#scripts/build/search-index";
import { type RunningServer, startServer } from "#scripts/site/serve-built";

const root = join(import.meta.dirname, "..", "..");
const source = join(root, process.env.BUILD_DIR ?? "build");
const FRENCH_BUILD = "build-test-search-fr";
const client = join(root, FRENCH_BUILD, "client");

const frenchPage = (title: string, text: string) =>
  `<!DOCTYPE html><html lang="fr-FR"><head><meta charset="utf-8"><title>${title}</title></head><body>` +
  `<article data-pagefind-body data-pagefind-meta="kind:notes"><h1>${title}</h1><p>${text}</p></article></body></html>`;

let server: RunningServer;

test.beforeAll(async () => {
  rmSync(join(root, FRENCH_BUILD), { recursive: true, force: true });
  cpSync(source, join(root, FRENCH_BUILD), { recursive: true });
  rmSync(join(client, "pagefind"), { recursive: true, force: true });
  // Only the French notes are indexed: the others lose their mark.
  for (const path of [
    "notes/markdown-features",
    "notes/notebook-outputs",
    "notes/hostile-output",
    "notes/live-verdict",
    "projects/rag-knowledge-assistant",
    "publications",
  ]) {
    const file = join(client, path, "index.html");
    writeFileSync(file, readFileSync(file, "utf8").replaceAll("data-pagefind-body", "data-unindexed"));
  }
  const search = join(client, "search", "index.html");
  writeFileSync(search, readFileSync(search, "utf8").replace('<html lang="en-GB"', '<html lang="fr-FR"'));
  for (const [slug, title, text] of [
    ["modeles", "Des modèles qui calculent", "Les modèles calculent la probabilité de défaut à partir des données."],
    ["chats", "Un chat", "Le chat dort sur le canapé."],
  ]) {
    mkdirSync(join(client, "notes", slug!), { recursive: true });
    writeFileSync(join(client, "notes", slug!, "index.html"), frenchPage(title!, text!));
  }
  await writeSearchIndex(client);
  server = await startServer({ BUILD_DIR: FRENCH_BUILD, RATE_LIMIT_PER_MINUTE: "0", LOG_REQUESTS: "0" });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(join(root, FRENCH_BUILD), { recursive: true, force: true });
});

test("a French site's search finds French words by their French stem", async ({ page }) => {
  const wasm: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".pagefind")) wasm.push(new URL(request.url()).pathname);
  });
  // Written nowhere on the pages: "calculées" and "calculent" share the stem "calcul" in French only.
  await page.goto(`${server.origin}/search?q=calcul%C3%A9es`);
  await expect(page.locator("#search-results li")).toHaveCount(1);
  await expect(page.locator("#search-results a")).toHaveText("Des modèles qui calculent");
  expect(wasm).toEqual(["/pagefind/wasm.fr-fr.pagefind"]);
});
