/** The German words of the verdict a note embeds (what each is for: ../../en/loan/embed.ts). */
import { formatNumber } from "#app/lib/format";
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/loan/embed";

export const loanEmbed = {
  caption: "Live: das Urteil der bereitgestellten Scorecard für einen Antragsteller",
  hint: "Ändern Sie das Einkommen oder die Kredithistorie: Das Urteil wird in Ihrem Browser berechnet, vom selben Code, den die API ausführt.",
  verdict: (verdict: string, score: number, max: number, probability: string) =>
    `${verdict}: ${formatNumber(score)} von ${formatNumber(max)} Punkten, Bewilligungswahrscheinlichkeit ${probability}`,
} as const satisfies Translated<typeof en.loanEmbed>;
