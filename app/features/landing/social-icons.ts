import { createIcon, GitHub, GraduationCap, type Icon, LinkedIn, Mail } from "#app/components/ui/icons";
import type { SocialKind } from "#app/site/content-types";

// Tabler's "brand-x" outline (https://tabler.io/icons, MIT): Lucide has no X logo.
const XLogo = /* @__PURE__ */ createIcon([
  ["path", { d: "M4 4l11.733 16h4.267l-11.733 -16z" }],
  ["path", { d: "M4 20l6.768 -6.768m2.46 -2.46l6.772 -6.772" }],
]);

// Hugging Face's mark is a smiling face: Lucide's "smile" stands in for it.
const Smile = /* @__PURE__ */ createIcon([
  ["circle", { cx: "12", cy: "12", r: "10" }],
  ["path", { d: "M8 14s1.5 2 4 2 4-2 4-2M9 9h.01M15 9h.01" }],
]);

/** One icon per kind of social link (app/content/profile.ts). */
export const socialIcons: Record<SocialKind, Icon> = {
  github: GitHub,
  linkedin: LinkedIn,
  x: XLogo,
  huggingface: Smile,
  scholar: GraduationCap,
  email: Mail,
};
