import type { WordOverrides } from "#app/lib/words";

/**
 * Your own strings for any of the site's words. The site's words (buttons, headings, what screen readers hear, the
 * 404 page, the notes', the publications' and the demo's words) come in English, French, German and Spanish
 * (app/words/<language>/), chosen by site.ts's `locale`. To change one, name it here as its file in app/words/en/
 * exports it, down to the one string, e.g.
 *
 *   export const words: WordOverrides = {
 *     contactContent: { responseTime: "Typical response within 48 hours" },
 *     commonWords: { notFound: { message: "Nothing lives at this address." } },
 *   };
 *
 * TypeScript checks the names and what each string may be; the build refuses a name the site has not.
 */
export const words: WordOverrides = {};
