/** The Spanish words of the demo's share link (what each is for: ../../en/loan/share.ts). */
import { formatNumber } from "#app/lib/format";
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/loan/share";

export const shareLink = {
  copy: "Copiar enlace",
  copied: "Enlace copiado: abre esta solicitud tal como está ahora.",
  refused: "Su navegador no permitió copiar. Copie este enlace manualmente:",
  linkLabel: "Enlace a esta solicitud",
} as const satisfies Translated<typeof en.shareLink>;

export const shareLinkNote = {
  pressPredict: "Este enlace se compartió con un veredicto visible: pulse Predecir para verlo.",
  ignored: (items: readonly string[], more: number) =>
    `Se ignoraron algunos valores de este enlace: ${items.join("; ")}${more > 0 ? `; y ${formatNumber(more)} más` : ""}.`,
  item: (name: string, reason: string) => `${name} (${reason})`,
  unknown: "no es un campo de este formulario",
  repeated: "indicado más de una vez",
  range: (min: number, max: number) => `debe ser un número entero de ${formatNumber(min)} a ${formatNumber(max)}`,
  choices: (choices: readonly string[]) => `debe ser uno de estos valores: ${choices.join(", ")}`,
} as const satisfies Translated<typeof en.shareLinkNote>;
