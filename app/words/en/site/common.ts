/** Words every page shares: the skip link, the theme switch, and the pages for a wrong address or a failure. */
export const commonWords = {
  skipLink: "Skip to content",
  /** The theme switch's name: what it turns on (aria-pressed says whether it is on). */
  darkTheme: "Dark theme",
  /** The toasts' region (screen readers add its keyboard shortcut) and each toast's close button. */
  toasts: { region: "Notifications", close: "Close toast" },
  /** The texts for an unknown address. */
  notFound: {
    title: "Page not found",
    status: "404",
    message: "Oops! Page not found",
    home: "Return to Home",
  },
  /** The text when a page fails to render, and what to do about it. */
  error: {
    title: "Unexpected Application Error!",
    message: "Something went wrong while showing this page. Please reload it.",
  },
} as const;
