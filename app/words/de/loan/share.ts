/** The German words of the demo's share link (what each is for: ../../en/loan/share.ts). */
import { formatNumber } from "#app/lib/format";
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/loan/share";

export const shareLink = {
  copy: "Link kopieren",
  copied: "Link kopiert: Er öffnet diesen Antrag so, wie er jetzt ist.",
  refused: "Ihr Browser hat das Kopieren nicht erlaubt. Kopieren Sie diesen Link selbst:",
  linkLabel: "Link zu diesem Antrag",
} as const satisfies Translated<typeof en.shareLink>;

export const shareLinkNote = {
  pressPredict: "Dieser Link wurde mit einem angezeigten Urteil geteilt: Klicken Sie auf Vorhersagen, um es zu sehen.",
  ignored: (items: readonly string[], more: number) =>
    `Einige Werte in diesem Link wurden ignoriert: ${items.join("; ")}${more > 0 ? `; und ${formatNumber(more)} weitere` : ""}.`,
  item: (name: string, reason: string) => `${name} (${reason})`,
  unknown: "kein Feld dieses Formulars",
  repeated: "mehr als einmal angegeben",
  range: (min: number, max: number) => `muss eine ganze Zahl von ${formatNumber(min)} bis ${formatNumber(max)} sein`,
  choices: (choices: readonly string[]) => `muss einer dieser Werte sein: ${choices.join(", ")}`,
} as const satisfies Translated<typeof en.shareLinkNote>;
