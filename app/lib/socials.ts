/** Social links' addresses and names, from profile.ts's links and the words' names for each kind (app/words/). */
import { profile } from "#app/content/profile";
import type { Profile, SocialKind, SocialLink } from "#app/site/content-types";
import { socialNames } from "#app/words/site/socials";

/** The address a social link points at (`mailto:` the owner's `email` for email). */
export function socialHref(link: SocialLink, email: string | undefined): string {
  if (link.kind !== "email") return link.url;
  if (!email)
    throw new Error(
      'app/content/profile.ts lists { kind: "email" } in socials but has no email: add one, or drop the link',
    );
  return `mailto:${email}`;
}

/** The owner's web profiles (every social link but email), for the CV, JSON Resume and JSON-LD's sameAs. */
export function webProfiles(owner: Pick<Profile, "socials"> = profile) {
  return owner.socials.flatMap((link) => (link.kind === "email" ? [] : [{ ...link, network: socialNames[link.kind] }]));
}

/** The owner's URL of one kind, if listed (projects.ts builds repository links from the GitHub one). */
export function socialUrl(kind: Exclude<SocialKind, "email">): string | undefined {
  return webProfiles().find((link) => link.kind === kind)?.url;
}
