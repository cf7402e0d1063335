/**
 * The landing page's navigation as behaviours (lib/behaviours/behaviour.ts) over its prerendered HTML: the navbar's
 * scroll style and mobile menu, and the back-to-top button.
 */
import type { Behaviour } from "#app/lib/behaviours/behaviour";
import { prefersReducedMotion } from "#app/lib/behaviours/reduced-motion";
import { scrollToTop } from "#app/lib/behaviours/scroll-to-top";

/** The navbar changes style past 50px of scroll; the back-to-top button shows past 600px. */
export const NAVBAR_SCROLL_THRESHOLD = 50;
export const BACK_TO_TOP_THRESHOLD = 600;

/**
 * Calls `onChange` with whether the page is scrolled more than `threshold` pixels: at once (the page may open
 * part-way down: reload, back button, #anchor), then each time that changes. One passive listener.
 */
export function watchScrollPast(threshold: number, onChange: (past: boolean) => void): () => void {
  let past: boolean | undefined;
  const update = () => {
    const now = window.scrollY > threshold;
    if (now !== past) onChange((past = now));
  };
  update();
  window.addEventListener("scroll", update, { passive: true });
  return () => window.removeEventListener("scroll", update);
}

/**
 * The site header (`header[data-behaviour=navbar]`): `data-scrolled` past 50px (its translucent style, landing.css
 * classes), and the mobile menu its toggle opens and closes (`data-open`, `aria-expanded`, the toggle's name from
 * `data-label-open`/`data-label-close`); choosing a link or pressing Escape closes it, Escape returning focus to the
 * toggle.
 */
export const navbar: Behaviour = (header) => {
  const toggle = header.querySelector<HTMLButtonElement>('[data-slot="menu-toggle"]');
  const menu = toggle && document.getElementById(toggle.getAttribute("aria-controls") ?? "");
  const stopWatching = watchScrollPast(NAVBAR_SCROLL_THRESHOLD, (past) => (header.dataset.scrolled = String(past)));
  if (!toggle || !menu) return stopWatching;

  let open = false;
  const setOpen = (next: boolean) => {
    open = next;
    header.dataset.open = String(open);
    toggle.setAttribute("aria-expanded", String(open));
    toggle.setAttribute("aria-label", (open ? toggle.dataset.labelClose : toggle.dataset.labelOpen) ?? "");
    menu.hidden = !open;
  };
  const onToggle = () => setOpen(!open);
  const onMenuClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!open || event.key !== "Escape") return;
    setOpen(false);
    toggle.focus();
  };
  toggle.addEventListener("click", onToggle);
  menu.addEventListener("click", onMenuClick);
  document.addEventListener("keydown", onKeyDown);
  return () => {
    stopWatching();
    toggle.removeEventListener("click", onToggle);
    menu.removeEventListener("click", onMenuClick);
    document.removeEventListener("keydown", onKeyDown);
  };
};

/**
 * The floating back-to-top button: shown past 600px (`data-visible`), and while hidden `inert`, so it can be
 * neither focused nor announced. It scrolls to the top (smoothly unless motion is reduced) and moves keyboard
 * focus to the brand link, not to <body>, as it hides.
 */
export const backToTop: Behaviour = (button) => {
  const stopWatching = watchScrollPast(BACK_TO_TOP_THRESHOLD, (past) => {
    button.dataset.visible = String(past);
    button.toggleAttribute("inert", !past);
  });
  const onClick = () => scrollToTop(prefersReducedMotion(), document.querySelector<HTMLElement>('[data-slot="brand"]'));
  button.addEventListener("click", onClick);
  return () => {
    stopWatching();
    button.removeEventListener("click", onClick);
  };
};
