import { formatYear } from "#app/lib/format";
import type { Publication } from "#app/site/content-types";
import { publicationsPage } from "#app/words/publishing/publications";

/** The ids the script finds its parts by. */
const IDS = { form: "publication-filter", status: "publication-filter-status", list: "publication-list" } as const;

// The words the script says, and the ids, as a JavaScript literal that cannot close the <script> element.
const data = JSON.stringify({ ids: IDS, shown: publicationsPage.filter.shown }).replaceAll("<", "\\u003c");

/**
 * The filter's script, inline (the CSP allows it by its hash). On every change it hides the entries that do
 * not match all of: every word typed (in the parts marked data-filter-text, accents and case aside), the
 * year, the type, the keyword (the entry's data attributes); then each year with nothing left, and says how
 * many show, once some are hidden. The address keeps the choice (`?filter=…&year=…`), so a reload or a shared
 * link shows the same. Nothing reloads: Enter in the form is caught too.
 */
export const FILTER_SCRIPT = `(() => {
  const d = ${data};
  const form = document.getElementById(d.ids.form), status = document.getElementById(d.ids.status);
  const list = document.getElementById(d.ids.list);
  const lang = document.documentElement.lang || undefined, plural = new Intl.PluralRules(lang);
  const fold = (text) => text.normalize("NFD").replace(/\\p{M}/gu, "").toLocaleLowerCase(lang);
  const entries = [...list.querySelectorAll("li[data-type]")].map((entry) => ({
    entry,
    text: fold([...entry.querySelectorAll("[data-filter-text]")].map((part) => part.textContent).join(" ")),
    keywords: JSON.parse(entry.dataset.keywords),
  }));
  const apply = () => {
    const chosen = Object.fromEntries(new FormData(form));
    const words = fold(chosen.filter).split(/\\s+/).filter(Boolean);
    let count = 0;
    for (const { entry, text, keywords } of entries) {
      const shown = words.every((word) => text.includes(word)) &&
        (!chosen.year || entry.dataset.year === chosen.year) &&
        (!chosen.type || entry.dataset.type === chosen.type) &&
        (!chosen.keyword || keywords.includes(chosen.keyword));
      entry.hidden = !shown;
      if (shown) count += 1;
    }
    for (const section of list.querySelectorAll("section")) {
      section.hidden = !section.querySelector("li[data-type]:not([hidden])");
    }
    const filtered = count < entries.length;
    const sentence = count === 0 ? d.shown.none : d.shown[plural.select(count)] ?? d.shown.other;
    status.textContent = filtered
      ? sentence.replace("{count}", count.toLocaleString(lang)).replace("{total}", entries.length.toLocaleString(lang))
      : "";
    const address = new URL(location.href);
    for (const [name, value] of Object.entries(chosen)) {
      if (value) address.searchParams.set(name, value);
      else address.searchParams.delete(name);
    }
    history.replaceState(null, "", address);
  };
  const asked = new URLSearchParams(location.search);
  for (const field of form.elements) if (field.name && asked.has(field.name)) field.value = asked.get(field.name);
  form.addEventListener("input", apply);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    apply();
  });
  form.addEventListener("reset", () => setTimeout(apply));
  apply();
})();`;

export const PUBLICATION_LIST_ID = IDS.list;

const fieldClass =
  "min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 text-sm text-neutral-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600";
const labelClass = "text-sm font-medium text-neutral-800";

function Select({ name, label, options }: { name: string; label: string; options: [value: string, text: string][] }) {
  const id = `publication-filter-${name}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={name} className={fieldClass} defaultValue="">
        <option value="">{publicationsPage.filter.any}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The filter above the list: words, year, type and keyword, with the choices the entries have. It needs its
 * script, so it is hidden without JavaScript, when the whole list shows (`noscript:hidden`).
 */
export function PublicationFilter({ publications }: { publications: readonly Publication[] }) {
  const { filter } = publicationsPage;
  const years = [...new Set(publications.flatMap((entry) => (entry.year ? [entry.year] : [])))].sort((a, b) => b - a);
  const types = (Object.keys(publicationsPage.types) as Publication["type"][]).filter((type) =>
    publications.some((entry) => entry.type === type),
  );
  const keywords = [...new Set(publications.flatMap((entry) => entry.keywords))].sort((a, b) => a.localeCompare(b));
  return (
    <>
      <form
        id={IDS.form}
        role="search"
        aria-label={filter.label}
        className="mt-8 grid gap-3 rounded-xl border border-neutral-200 p-4 noscript:hidden sm:grid-cols-3"
      >
        <div className="flex flex-col gap-1 sm:col-span-3">
          <label htmlFor="publication-filter-text" className={labelClass}>
            {filter.text}
          </label>
          <input id="publication-filter-text" name="filter" type="search" autoComplete="off" className={fieldClass} />
        </div>
        <Select
          name="year"
          label={filter.byYear}
          options={years.map((year) => [String(year), formatYear(String(year))])}
        />
        <Select name="type" label={filter.byType} options={types.map((type) => [type, publicationsPage.types[type]])} />
        {keywords.length > 0 && (
          <Select name="keyword" label={filter.byKeyword} options={keywords.map((keyword) => [keyword, keyword])} />
        )}
        <div className="sm:col-span-3">
          <button
            type="reset"
            className="min-h-11 rounded-lg px-3 text-sm font-semibold text-accent-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600"
          >
            {filter.reset}
          </button>
        </div>
      </form>
      <p id={IDS.status} role="status" className="mt-4 text-sm text-neutral-700 empty:hidden" />
    </>
  );
}

/** The script, once, after the list it filters. */
export function PublicationFilterScript() {
  return <script dangerouslySetInnerHTML={{ __html: FILTER_SCRIPT }} />;
}
