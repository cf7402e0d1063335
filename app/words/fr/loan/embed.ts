/** The French words of the verdict a note embeds (what each is for: ../../en/loan/embed.ts). */
import { formatNumber } from "#app/lib/format";
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/loan/embed";

export const loanEmbed = {
  caption: "En direct : le verdict de la grille de score servie pour un demandeur",
  hint: "Modifiez le revenu ou l’historique de crédit : le verdict est calculé dans votre navigateur, par le même code que celui de l’API.",
  verdict: (verdict: string, score: number, max: number, probability: string) =>
    `${verdict} : ${formatNumber(score)} sur ${formatNumber(max)} points, probabilité d’acceptation ${probability}`,
} as const satisfies Translated<typeof en.loanEmbed>;
