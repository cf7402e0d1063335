/**
 * The inline script root.tsx puts in the <head> of a page made of islands, so that it listens before any script file
 * has come. A form in an island that React has not hydrated yet, and that has no React action (React's own inline
 * script holds those), would be sent by the browser and the page loaded again, the press lost: this holds each
 * submission and notes it on the form instead, in order, by its button's value ("-" for one with none), and the
 * island's component sends it again once hydrated (lib/islands/islands.ts: `sendHeldSubmissions`; the island is
 * marked `data-live` as React takes it). The CSP allows it by its hash, which the build computes from the pages
 * (scripts/build/csp-hashes.ts). Only the prerender needs it.
 */
export const HOLD_SUBMISSIONS_SCRIPT =
  `addEventListener("submit",e=>{let f=e.target,i=f.closest&&f.closest("[data-island]");` +
  `if(i&&!i.hasAttribute("data-live")&&!f.hasAttribute("action")){e.preventDefault();let h=f.dataset.heldSubmissions;` +
  `f.dataset.heldSubmissions=(h?h+" ":"")+(e.submitter&&e.submitter.value||"-")}},true)`;
