import { searchPage } from "#app/words/publishing/writing";

/** The ids the script finds its parts by (search-page.tsx renders them). */
export const SEARCH_IDS = {
  form: "search-form",
  input: "search-input",
  status: "search-status",
  results: "search-results",
  template: "search-result",
} as const;

/** Where the build writes Pagefind's files (scripts/build/search-index.ts): its script loads from here. */
export const PAGEFIND_SCRIPT = "/pagefind/pagefind.js";

// The owner's words and the page's ids, as a JavaScript literal that cannot close the <script> element.
const data = JSON.stringify({
  ids: SEARCH_IDS,
  script: PAGEFIND_SCRIPT,
  searching: searchPage.searching,
  results: searchPage.results,
  failed: searchPage.failed,
  kinds: searchPage.kinds,
}).replaceAll("<", "\\u003c");

/**
 * The search page's only script, inline (the CSP allows it by its hash, and this page alone may run
 * WebAssembly: server/csp.ts). It loads Pagefind's script, which fetches the index's parts a query needs and
 * searches them in a worker, then lists what it found: a note or case study as one result, the publications
 * page as one result per entry that matches (Pagefind's sub-results, by the entries' headings). It searches
 * as the visitor types, and the address keeps the query (`?q=`), so the box of /notes and /publications, a
 * reload or a shared link come back to the same results. Pagefind's excerpts are text with `<mark>`s around
 * the words found; only those two are copied into the page.
 */
export const SEARCH_SCRIPT = `(() => {
  const d = ${data};
  const $ = (id) => document.getElementById(id);
  const form = $(d.ids.form), input = $(d.ids.input), status = $(d.ids.status);
  const list = $(d.ids.results), template = $(d.ids.template);
  const lang = document.documentElement.lang || undefined;
  const plural = new Intl.PluralRules(lang);
  let pagefind, latest = 0, timer;
  const load = () => (pagefind ??= import(d.script).then(async (module) => {
    await module.options({ excerptLength: 24 });
    module.init();
    return module;
  }));
  const excerpt = (html, into) => {
    const parsed = new DOMParser().parseFromString(html, "text/html").body;
    for (const node of parsed.childNodes) {
      if (node.nodeName !== "MARK") into.append(node.textContent);
      else into.append(Object.assign(document.createElement("mark"), { textContent: node.textContent }));
    }
  };
  const item = (kind, title, url, text) => {
    const entry = template.content.firstElementChild.cloneNode(true);
    entry.querySelector("[data-kind]").textContent = d.kinds[kind] ?? "";
    Object.assign(entry.querySelector("a"), { href: url, textContent: title });
    excerpt(text, entry.querySelector("[data-excerpt]"));
    return entry;
  };
  const found = (page) => page.meta.kind === "publications"
    ? page.sub_results.filter((sub) => sub.anchor?.element === "h3").map((sub) => item("publications", sub.title, sub.url, sub.excerpt))
    : [item(page.meta.kind, page.meta.title, page.url, page.excerpt)];
  const say = (count, query) => {
    const form = count === 0 ? d.results.none : d.results[plural.select(count)] ?? d.results.other;
    status.textContent = form.replace("{count}", count.toLocaleString(lang)).replace("{query}", query);
  };
  const run = async (query) => {
    const mine = ++latest;
    const address = new URL(location.href);
    if (query) address.searchParams.set("q", query);
    else address.searchParams.delete("q");
    history.replaceState(null, "", address);
    if (!query.trim()) {
      list.replaceChildren();
      status.textContent = "";
      return;
    }
    status.textContent = d.searching;
    try {
      const search = await (await load()).search(query);
      const pages = await Promise.all(search.results.slice(0, 20).map((result) => result.data()));
      if (mine !== latest) return;
      const items = pages.flatMap(found);
      list.replaceChildren(...items);
      say(items.length, query);
    } catch (error) {
      console.error(error);
      if (mine === latest) status.textContent = d.failed;
    }
  };
  input.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(() => run(input.value), 200);
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    clearTimeout(timer);
    run(input.value);
  });
  input.value = new URLSearchParams(location.search).get("q") ?? "";
  input.focus();
  if (input.value) run(input.value);
  else load();
})();`;
