/**
 * Follows every internal link of a served site, as a visitor (or a search engine) would: from the given pages,
 * each page's links, images, scripts, stylesheets and icons on the same origin, and the sections its
 * `#fragments` name. Needs no browser: the pages are prerendered, so their HTML already holds every link.
 */
import { attribute, elements, parseHtml } from "#content-pipeline/html-document";

/** A link that does not lead anywhere: where it was found, what it names, and what went wrong. */
export type BrokenLink = { from: string; href: string; problem: string };

export type Crawl = { pages: string[]; broken: BrokenLink[] };

// The attributes that name another resource of the site; <a> and <area> lead to pages, the rest are loaded.
const LINKING: Record<string, string[]> = {
  a: ["href"],
  area: ["href"],
  link: ["href"],
  img: ["src"],
  script: ["src"],
  source: ["src"],
  iframe: ["src"],
};

type Fetched = { status: number; type: string; body: string };

/** The page's ids and its same-origin references (as absolute URLs), with whether each is a page to follow. */
function readPage(html: string, url: URL, origins: readonly string[]) {
  const ids = new Set<string>();
  const links: { href: string; target: URL; follow: boolean }[] = [];
  for (const element of elements(parseHtml(html))) {
    const id = attribute(element, "id");
    if (id) ids.add(id);
    for (const name of LINKING[element.tagName] ?? []) {
      const href = attribute(element, name);
      if (!href) continue;
      const target = new URL(href, url);
      if (!origins.includes(target.origin)) continue;
      links.push({ href, target, follow: element.tagName === "a" || element.tagName === "area" });
    }
  }
  return { ids, links };
}

/**
 * Crawls the site served at `origin` from `start` (paths), following same-origin links; links written
 * with `siteUrl`'s origin (canonical and Open Graph addresses, the sitemap's) count as the site's own.
 * Every page must answer 200 with HTML, every other resource 2xx, and every #fragment must name an id
 * on its page.
 */
export async function crawl(origin: string, siteUrl: string, start: readonly string[]): Promise<Crawl> {
  const origins = [origin, new URL(siteUrl).origin];
  const local = (url: URL) => `${url.pathname}${url.search}`;
  const fetched = new Map<string, Promise<Fetched>>();
  const get = (path: string) => {
    let response = fetched.get(path);
    if (!response) {
      response = fetch(new URL(path, origin)).then(async (r) => ({
        status: r.status,
        type: r.headers.get("content-type") ?? "",
        body: r.headers.get("content-type")?.includes("text/html") ? await r.text() : (await r.arrayBuffer(), ""),
      }));
      fetched.set(path, response);
    }
    return response;
  };

  const pages: string[] = [];
  const broken: BrokenLink[] = [];
  const idsOf = new Map<string, Set<string>>();
  const checks: { from: string; href: string; path: string; fragment: string; page: boolean }[] = [];
  const queue = [...start];
  const seen = new Set(queue);

  while (queue.length > 0) {
    const path = queue.shift()!;
    const page = await get(path);
    if (page.status !== 200 || !page.type.includes("text/html")) {
      // A page reached by a link is reported with that link, below.
      if (start.includes(path)) broken.push({ from: "(start)", href: path, problem: `answers ${page.status}` });
      continue;
    }
    pages.push(path);
    const { ids, links } = readPage(page.body, new URL(path, origin), origins);
    idsOf.set(path, ids);
    for (const { href, target, follow } of links) {
      const targetPath = local(target);
      const fragment = decodeURIComponent(target.hash.slice(1));
      checks.push({ from: path, href, path: targetPath, fragment, page: follow });
      const isDocument = follow && !/\.[a-z0-9]+$/i.test(target.pathname);
      if (isDocument && !seen.has(targetPath)) {
        seen.add(targetPath);
        queue.push(targetPath);
      }
    }
  }

  for (const { from, href, path, fragment, page } of checks) {
    const response = await get(path);
    if (response.status < 200 || response.status >= 300) {
      broken.push({ from, href, problem: `answers ${response.status}` });
      continue;
    }
    if (!fragment || !page) continue;
    const ids = idsOf.get(path) ?? readPage(response.body, new URL(path, origin), origins).ids;
    if (!ids.has(fragment)) broken.push({ from, href, problem: `no element with id "${fragment}" on ${path}` });
  }
  return { pages, broken };
}
