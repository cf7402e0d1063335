/** The French words every page shares (what each is for: ../../en/site/common.ts). */
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/site/common";

export const commonWords = {
  skipLink: "Aller au contenu",
  darkTheme: "Thème sombre",
  toasts: { region: "Notifications", close: "Fermer la notification" },
  notFound: {
    title: "Page introuvable",
    status: "404",
    message: "Oups ! Page introuvable",
    home: "Retour à l’accueil",
  },
  error: {
    title: "Erreur inattendue de l’application !",
    message: "Un problème est survenu lors de l’affichage de cette page. Veuillez la recharger.",
  },
} as const satisfies Translated<typeof en.commonWords>;
