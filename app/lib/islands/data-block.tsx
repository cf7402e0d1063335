/**
 * An island's data on its page. An island has no props (lib/islands/island.tsx), so the page writes what it needs
 * beside it as a JSON data block, and the island reads it back before it hydrates (as Astro serialises an island's
 * props): the same data for the prerender and the browser, with no request of its own.
 */

import type { ComponentType } from "react";

/**
 * An island's component bound to its data (an island takes no props): the prerender's, or, in the browser, what the
 * page wrote, read back with readDataBlock before it hydrates.
 */
export function withData<D>(Component: ComponentType<{ data: D }>, data: D): ComponentType {
  return function IslandWithData() {
    return <Component data={data} />;
  };
}

/** The data as JSON for a <script type="application/json">: `<` escaped, so no value can end the element. */
export function dataBlockJson(data: unknown): string {
  return JSON.stringify(data).replaceAll("<", "\\u003c");
}

/** The data block itself, which the browser never runs. */
export function DataBlock({ id, data }: { id: string; data: unknown }) {
  return <script type="application/json" id={id} dangerouslySetInnerHTML={{ __html: dataBlockJson(data) }} />;
}

/**
 * The data the page wrote under `id`; a page without it is a build error, said as such. `what` names the island's
 * part that needs it ("its form").
 */
export function readDataBlock<T>(id: string, what: string, root: Document = document): T {
  const text = root.getElementById(id)?.textContent;
  if (!text) throw new Error(`The page has no #${id}: ${what} cannot hydrate without it.`);
  return JSON.parse(text) as T;
}
