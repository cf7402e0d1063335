/** The French words of the demo's share link (what each is for: ../../en/loan/share.ts). */
import { formatNumber } from "#app/lib/format";
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/loan/share";

export const shareLink = {
  copy: "Copier le lien",
  copied: "Lien copié : il ouvre cette demande telle qu’elle est maintenant.",
  refused: "Votre navigateur n’a pas autorisé la copie. Copiez ce lien vous-même :",
  linkLabel: "Lien vers cette demande",
} as const satisfies Translated<typeof en.shareLink>;

export const shareLinkNote = {
  pressPredict: "Ce lien a été partagé avec un verdict affiché : appuyez sur Prédire pour le voir.",
  ignored: (items: readonly string[], more: number) =>
    `Certaines valeurs de ce lien ont été ignorées : ${items.join(" ; ")}${more > 0 ? ` ; et ${formatNumber(more)} de plus` : ""}.`,
  item: (name: string, reason: string) => `${name} (${reason})`,
  unknown: "ne correspond à aucun champ de ce formulaire",
  repeated: "indiquée plus d’une fois",
  range: (min: number, max: number) =>
    `doit être un nombre entier compris entre ${formatNumber(min)} et ${formatNumber(max)}`,
  choices: (choices: readonly string[]) => `doit être l’une des valeurs suivantes : ${choices.join(", ")}`,
} as const satisfies Translated<typeof en.shareLinkNote>;
