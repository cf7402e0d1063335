/** The German words every page shares (what each is for: ../../en/site/common.ts). */
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/site/common";

export const commonWords = {
  skipLink: "Zum Inhalt springen",
  darkTheme: "Dunkles Design",
  toasts: { region: "Benachrichtigungen", close: "Benachrichtigung schließen" },
  notFound: {
    title: "Seite nicht gefunden",
    status: "404",
    message: "Hoppla! Seite nicht gefunden",
    home: "Zur Startseite",
  },
  error: {
    title: "Unerwarteter Anwendungsfehler!",
    message: "Beim Anzeigen dieser Seite ist ein Fehler aufgetreten. Bitte laden Sie sie neu.",
  },
} as const satisfies Translated<typeof en.commonWords>;
