import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";

import { INITIAL_FORM, type LoanFormState } from "../form-state";
import { loadShareLinkReader } from "./lazy";
import { shareQuery } from "./share-link";

type FillFromLink = (link: LoanFormState) => boolean;

/**
 * The application in the address bar, both ways. Once hydrated, a page opened with a query reads it
 * (read-share-link.ts, loaded only then, with zod) and fills the form, and nothing more: a link made with a
 * verdict shown waits for Predict like any other, so no page can send a prediction in the visitor's name.
 * `note` says what the link held that the form could not take, and that Predict shows the verdict. From then
 * on the query follows the form (and whether a verdict is shown) through React Router, replacing the history
 * entry without scrolling, so the address is always a link to what the page shows.
 */
export function useShareLink(form: LoanFormState, predicted: boolean, fillFromLink: FillFromLink) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const query = shareQuery(form, predicted);
  const [note, setNote] = useState("");
  // Until the link has been read, the untouched form must not overwrite it in the address bar. (Not
  // rendered, so reading the address while hydrating cannot make the HTML differ.)
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
  // The hash is left out on purpose: with one, React Router's ScrollRestoration would scroll back to its
  // anchor on every change.
  useEffect(() => {
    if (linkRead && wanted !== search) void navigate({ search: wanted }, { replace: true, preventScrollReset: true });
  }, [linkRead, wanted, search, navigate]);

  return { query, note };
}
