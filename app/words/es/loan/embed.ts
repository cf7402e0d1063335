/** The Spanish words of the verdict a note embeds (what each is for: ../../en/loan/embed.ts). */
import { formatNumber } from "#app/lib/format";
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/loan/embed";

export const loanEmbed = {
  caption: "En vivo: el veredicto de la tabla de puntuación servida para un solicitante",
  hint: "Cambie los ingresos o el historial crediticio: el veredicto se calcula en su navegador, con el mismo código que ejecuta la API.",
  verdict: (verdict: string, score: number, max: number, probability: string) =>
    `${verdict}: ${formatNumber(score)} de ${formatNumber(max)} puntos, probabilidad de aprobación ${probability}`,
} as const satisfies Translated<typeof en.loanEmbed>;
