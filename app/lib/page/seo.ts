import { site } from "#app/content/site";

import { siteText } from "./site-text";

/**
 * Open Graph's form of a BCP 47 tag, language_TERRITORY ("en-GB" → "en_GB"), or the language alone when the
 * tag names no region. Throws a RangeError on a tag that is not BCP 47, so a typo in site.ts fails the build.
 */
export function openGraphLocale(tag: string): string {
  const { language, region } = new Intl.Locale(tag);
  return region ? `${language}_${region}` : language;
}

/** The link-preview image's absolute URL (Open Graph, Twitter card, JSON-LD). */
export const previewImageUrl = new URL(site.previewImage.path, site.url).href;

type PageMetaInput = {
  title: string;
  description: string;
  /** The page's path, e.g. "/projects/loan-predict". */
  path: string;
  /** Open Graph's type: "website" unless the page is an article (a note). */
  type?: "website" | "article";
  /** The page's own link-preview image, if it has one; else the site's. */
  image?: { url: string; width: number; height: number; alt: string };
};

const siteImage = {
  url: previewImageUrl,
  width: site.previewImage.width,
  height: site.previewImage.height,
  alt: siteText.previewImageAlt,
};

/**
 * The meta tags every page carries: title, description, canonical URL, Open Graph and the Twitter
 * card's type (X reads the title, description and image from the Open Graph tags when it has no
 * twitter:* of its own, so they are not repeated).
 */
export function pageMeta({ title, description, path, type = "website", image = siteImage }: PageMetaInput) {
  const url = new URL(path, site.url).href;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: siteText.name },
    { property: "og:locale", content: openGraphLocale(site.locale) },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image.url },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
