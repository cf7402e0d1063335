import { useEffect, useState } from "react";

import type { KitSpec } from "#model/kit/serving/served-model";

import type { FormValues } from "./form-values";
import { linkValues, shareQuery } from "./share-link";

/**
 * The form in the address bar, both ways. Once hydrated, a page opened at a link fills the form from it (`fill`
 * decides, and leaves a form the visitor has already changed as it is) and predicts nothing: only the visitor's
 * Predict does. Once the visitor changes the form, the address follows it, replacing the history entry, so that it
 * is always a link to what the form holds. Returns the query for the form as it stands.
 */
export function useShareLink(
  spec: Pick<KitSpec, "fields">,
  values: FormValues,
  changed: boolean,
  fill: (link: Readonly<Record<string, string>>) => void,
): string {
  // Read once, after hydration: the prerender has no address, and the HTML must not differ from it.
  const [opened] = useState(() => (typeof window === "undefined" ? "" : window.location.search));
  const query = shareQuery(spec, values);

  useEffect(() => {
    const link = linkValues(spec, opened);
    if (link) fill(link);
    // Only the address the page was opened at is a link to read; later changes are the page's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!changed || `?${query}` === window.location.search) return;
    const address = new URL(window.location.href);
    address.search = query;
    window.history.replaceState(window.history.state, "", address);
  }, [changed, query]);

  return query;
}
