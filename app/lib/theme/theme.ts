/**
 * Light and dark theme. The page's theme is `data-theme` on <html>: the inline script in <head>
 * (theme-script.ts) sets it before the first paint from the visitor's stored choice, else from the
 * system setting, and keeps it current; the CSS (styles/theme.css) draws the dark palette from it.
 * This module is what the toggle needs in the browser, kept small: it runs on every page's first visit.
 */
export type Theme = "light" | "dark";

/** The localStorage key of the visitor's choice: "light" or "dark"; absent means follow the system. */
export const THEME_STORAGE_KEY = "theme";

const root = () => document.documentElement;

/** Whether the page shows the dark theme now. */
export function isDarkTheme(): boolean {
  return root().dataset.theme === "dark";
}

/** Calls `onChange` whenever the page's theme changes (a toggle, the system setting, another tab). */
export function subscribeTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(root(), { attributeFilter: ["data-theme"] });
  return () => observer.disconnect();
}

/** Shows `theme` at once and remembers it; where storage is refused (some private modes), for this page only. */
export function setTheme(theme: Theme): void {
  root().dataset.theme = theme;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Nothing to remember it in: the choice holds until the page is left.
  }
}

/**
 * The theme toggle's behaviour (lib/behaviours/behaviour.ts) on its prerendered button (components/theme-toggle.tsx):
 * `aria-pressed` says whether the dark theme is on, and follows it wherever it changes; a press switches it.
 */
export function themeToggle(button: HTMLElement): () => void {
  const show = () => button.setAttribute("aria-pressed", String(isDarkTheme()));
  const onClick = () => setTheme(isDarkTheme() ? "light" : "dark");
  show();
  const stop = subscribeTheme(show);
  button.addEventListener("click", onClick);
  return () => {
    stop();
    button.removeEventListener("click", onClick);
  };
}
