/** The site's two themes, as Playwright's `colorScheme` emulation names them (and as `data-theme` does). */
export const THEMES = ["light", "dark"] as const;
