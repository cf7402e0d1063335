import { useEffect, useState } from "react";

import { INITIAL_FORM, type LoanFormState } from "../form-state";
import { loadShareLinkReader } from "./lazy";
import { shareQuery } from "./share-link";

type FillFromLink = (link: LoanFormState) => boolean;

/**
 * The application in the address bar, both ways. Once hydrated, a page opened with a query reads it
 * (read-share-link.ts, loaded only then, with zod) and fills the form, and nothing more: a link made with a
 * verdict shown waits for Predict like any other, so no page can send a prediction in the visitor's name.
 * `note` says what the link held that the form could not take, and that Predict shows the verdict. From then
 * on the query follows the form (and whether a verdict is shown), replacing the history entry (nothing scrolls,
 * and nothing else on the page hears of it), so the address is always a link to what the page shows.
 */
export function useShareLink(form: LoanFormState, predicted: boolean, fillFromLink: FillFromLink) {
  const query = shareQuery(form, predicted);
  const [note, setNote] = useState("");
  // The query the page was opened at, and, until that link has been read, that the untouched form must not
  // overwrite it in the address bar. (Neither is rendered, so reading the address while hydrating cannot make
  // the HTML differ from the prerender's, which has no address.)
  const [search] = useState(() => (typeof window === "undefined" ? "" : window.location.search));
  const [linkRead, setLinkRead] = useState(() => !search);

  useEffect(() => {
    if (linkRead) return;
    let live = true;
    // If this chunk cannot load, the link stays in the address bar for a reload.
    loadShareLinkReader().then(
      ({ readShareLink, describeShareLink }) => {
        if (!live) return;
        const link = readShareLink(new URLSearchParams(search));
        if (fillFromLink({ ...INITIAL_FORM, ...link.values })) setNote(describeShareLink(link));
        setLinkRead(true);
      },
      () => {},
    );
    return () => {
      live = false;
    };
    // Only the address the page was opened at is a link to read; later changes are the page's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const wanted = query ? `?${query}` : "";
  useEffect(() => {
    if (!linkRead || wanted === window.location.search) return;
    const address = new URL(window.location.href);
    address.search = wanted;
    window.history.replaceState(window.history.state, "", address);
  }, [linkRead, wanted]);

  return { query, note };
}
