/** What each kind of link is called in German (what each is for: ../../en/site/socials.ts): the networks keep their names. */
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/site/socials";

export const socialNames = {
  github: "GitHub",
  linkedin: "LinkedIn",
  x: "X",
  huggingface: "Hugging Face",
  scholar: "Google Scholar",
  email: "E-Mail",
} as const satisfies Translated<typeof en.socialNames>;
