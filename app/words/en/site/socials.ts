import type { SocialKind } from "#app/site/content-types";

/** What each kind is called, on screen, for screen readers and in the CV's JSON Resume. */
export const socialNames = {
  github: "GitHub",
  linkedin: "LinkedIn",
  x: "X",
  huggingface: "Hugging Face",
  scholar: "Google Scholar",
  email: "Email",
} as const satisfies Record<SocialKind, string>;
