import { profile } from "#app/content/profile";
import { site } from "#app/content/site";

const PLACEHOLDERS = {
  name: () => profile.name,
  role: () => profile.role,
  city: () => profile.address.city,
  location: () => profile.location,
  roleArticle: () => profile.roleArticle,
} satisfies Record<string, () => string | undefined>;

/**
 * An owner's sentence from site.ts with profile.ts's details put in: `{name}`, `{role}`, `{city}`, `{location}`,
 * and, for English, `{roleArticle}` ("a" or "an"). The owner writes the sentence in their own language; no grammar
 * of one language is built in code. A placeholder with nothing to fill it fails the build, naming it.
 */
export function withProfile(text: string, field: string): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, key: string) => {
    const value = key in PLACEHOLDERS ? PLACEHOLDERS[key as keyof typeof PLACEHOLDERS]() : undefined;
    if (value === undefined) {
      const known = Object.keys(PLACEHOLDERS).map((name) => `{${name}}`);
      throw new Error(
        `app/content/site.ts: ${field} says ${placeholder}, which profile.ts does not give (it gives ${known.join(", ")}; {roleArticle} only with a roleArticle)`,
      );
    }
    return value;
  });
}

/** site.ts's sentences as pages and files show them. */
export const siteText = {
  name: withProfile(site.name, "name"),
  description: withProfile(site.description, "description"),
  previewImageAlt: withProfile(site.previewImage.alt, "previewImage.alt"),
};
