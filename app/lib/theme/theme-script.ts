import { THEME_STORAGE_KEY } from "./theme";

/**
 * The inline script root.tsx puts in <head>, so the first paint already has the right theme (no flash
 * of the other one). It sets `data-theme` on <html> from the stored choice, else from the system
 * setting, and again whenever the system setting changes or another tab stores a choice. Reading
 * storage can throw (storage disabled): then the system decides. The CSP allows it by its hash, which
 * the build computes from the pages (scripts/build/csp-hashes.ts). Only the prerender needs this text.
 */
export const THEME_SCRIPT =
  `{let d=document.documentElement,m=matchMedia("(prefers-color-scheme: dark)"),a=()=>{let t;` +
  `try{t=localStorage.getItem("${THEME_STORAGE_KEY}")}catch{}` +
  `d.dataset.theme=t=="dark"||t=="light"?t:m.matches?"dark":"light"};` +
  `a();m.addEventListener("change",a);addEventListener("storage",a)}`;
