import refits from "./bootstrap-refits.json";
import type { BootstrapRefits } from "./refits";

/** model/card/bootstrap-refits.json: the refits behind every answer's interval (the server's; the page loads it late). */
export const bootstrapRefits: BootstrapRefits = refits as BootstrapRefits;
