import type { Publication } from "#app/site/content-types";

import { publicationId } from "../publications";

/**
 * The page's publications for search engines: schema.org ScholarlyArticle, one per entry, with absolute
 * addresses. An author BibTeX could split into given and family names is a Person, a name written as one
 * block ("{Google DeepMind}") an Organization.
 */
export function publicationsJsonLd(list: readonly Publication[], pageUrl: string) {
  const absolute = (address: string) => new URL(address, pageUrl).href;
  return {
    "@context": "https://schema.org",
    "@graph": list.map((publication) => {
      const { links } = publication;
      const sameAs = [links.doi, links.arxiv].filter((link) => link !== undefined);
      return {
        "@type": "ScholarlyArticle",
        "@id": `${pageUrl}#${publicationId(publication.key)}`,
        headline: publication.title,
        author: publication.authors.map((author) => ({
          "@type": author.family ? "Person" : "Organization",
          name: author.name,
        })),
        ...(publication.date ? { datePublished: publication.date } : {}),
        ...(publication.venue ? { isPartOf: { "@type": "CreativeWork", name: publication.venue } } : {}),
        ...(publication.abstract ? { abstract: publication.abstract } : {}),
        url: publication.url ? absolute(publication.url) : `${pageUrl}#${publicationId(publication.key)}`,
        ...(sameAs.length > 0 ? { sameAs } : {}),
        ...(links.pdf
          ? { encoding: { "@type": "MediaObject", encodingFormat: "application/pdf", contentUrl: absolute(links.pdf) } }
          : {}),
      };
    }),
  };
}
