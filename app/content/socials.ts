/** Social links: their names and addresses. Not content to edit: the links themselves are in profile.ts. */
import { type Profile, profile, type SocialKind, type SocialLink } from "./profile";

/** What each kind is called, on screen, for screen readers and in the CV's JSON Resume. */
export const socialNames = {
  github: "GitHub",
  linkedin: "LinkedIn",
  x: "X",
  huggingface: "Hugging Face",
  scholar: "Google Scholar",
  email: "Email",
} as const satisfies Record<SocialKind, string>;

/** The address a social link points at (`mailto:` for email). */
export function socialHref(link: SocialLink, email: string = profile.email): string {
  return link.kind === "email" ? `mailto:${email}` : link.url;
}

/** The owner's web profiles (every social link but email), for the CV, JSON Resume and JSON-LD's sameAs. */
export function webProfiles(owner: Pick<Profile, "socials"> = profile) {
  return owner.socials.flatMap((link) => (link.kind === "email" ? [] : [{ ...link, network: socialNames[link.kind] }]));
}

/** The owner's URL of one kind, if listed (projects.ts builds repository links from the GitHub one). */
export function socialUrl(kind: Exclude<SocialKind, "email">): string | undefined {
  return webProfiles().find((link) => link.kind === kind)?.url;
}
