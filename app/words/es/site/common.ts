/** The Spanish words every page shares (what each is for: ../../en/site/common.ts). */
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/site/common";

export const commonWords = {
  skipLink: "Saltar al contenido",
  darkTheme: "Tema oscuro",
  toasts: { region: "Notificaciones", close: "Cerrar notificación" },
  notFound: {
    title: "Página no encontrada",
    status: "404",
    message: "¡Vaya! Página no encontrada",
    home: "Volver al inicio",
  },
  error: {
    title: "¡Error inesperado de la aplicación!",
    message: "Algo salió mal al mostrar esta página. Vuelva a cargarla, por favor.",
  },
} as const satisfies Translated<typeof en.commonWords>;
