/**
 * The shapes of the owner's content (app/content/): each file there states which one it fills
 * (`satisfies readonly Project[]`, `: Profile`), so TypeScript checks every edit. The site's own code, not content:
 * an owner never edits this file, and may delete any optional part of their content without touching it.
 */

/** The places the site can link to, each with its own icon; `email` links to `profile.email`. */
export type SocialKind = "github" | "linkedin" | "x" | "huggingface" | "scholar" | "email";

/** A link to the owner elsewhere; for `email` the address is `profile.email`. */
export type SocialLink = { kind: Exclude<SocialKind, "email">; url: `https://${string}` } | { kind: "email" };

export type Profile = {
  name: string;
  role: string;
  /**
   * English only: "a" or "an" as the role is said aloud ("an ML Engineer", "a Data Scientist"), for a
   * description that says `{roleArticle}` (site.ts). Other languages leave it out.
   */
  roleArticle?: "a" | "an";
  /** Shown beside the role, e.g. "London, UK". */
  location: string;
  /** The same place for machine-readable formats (JSON-LD, JSON Resume): ISO 3166-1 country code. */
  address: { city: string; countryCode: string };
  /**
   * Optional: without it the address appears nowhere (footer, contact section, CV, JSON-LD, /cv.json), the
   * contact form offers no mail fallback, and `socials` may not list `{ kind: "email" }`.
   */
  email?: string;
  /** In the order shown; any subset (the hero, the footer, the CV and JSON-LD list them all). */
  socials: readonly SocialLink[];
  /** A square photo in public/ (e.g. "/photo.jpg"), shown in the navbar; without one, the initials. */
  photo?: `/${string}`;
  /** The hero's heading; the name in it is drawn in the accent gradient. */
  greeting: string;
  /** The hero's typed taglines, cycled in order. */
  taglines: readonly [string, ...string[]];
  summary: string;
  /** The footer's line under the name. */
  footerNote: string;
  /** The link-preview image's last line (scripts/site/make-images.ts; run `npm run images` after a change). */
  previewTagline: string;
};

/**
 * Projects shown in the landing page's Projects section. `liveUrl` is either an external https URL
 * (opens in a new tab) or an in-app path such as "/projects/loan-predict" (navigates in place).
 * `image` is a remote https URL or a file in public/ ("/projects/rag.webp"); 16:9 shows uncropped.
 */
export type Project = {
  id: string;
  title: string;
  description: string;
  image: `https://${string}` | `/${string}`;
  technologies: readonly string[];
  liveUrl: `https://${string}` | `/${string}`;
  githubUrl: `https://${string}`;
  featured: boolean;
  category: string;
};

/** A filter of the Skills section: `id` is what skills name as their `category`; the one with id "all" shows all. */
export type SkillCategory = { id: string; name: string };

/**
 * A skill in the Skills section. `level` is self-assessed (0-100); `color` is the Tailwind gradient for the
 * level bar, written out in full so Tailwind finds the classes.
 */
export type Skill = {
  name: string;
  level: number;
  /** The id of one of the categories, never "all" (a filter only). */
  category: string;
  color: string;
};

/** A headline figure in the About section: `value` is shown as written (e.g. "15+"). */
export type Stat = { label: string; value: string };

/** Which icon a timeline entry shows; the About section maps each key to an icon component. */
export type TimelineIcon = "brain" | "chart" | "graduation";

export type TimelineEntry = {
  /** The year the role or course began. */
  year: string;
  /** The year it ended; omitted while it continues ("Present" on the CV). */
  endYear?: string;
  /** A role or a course of study; omitted means a role. The CV and /cv.json list them apart. */
  kind?: "work" | "education";
  /** The role, or the course as it is written ("MSc in Computer Science", "Master en informatique"). */
  title: string;
  /** A course's degree and subject for /cv.json (JSON Resume's `studyType` and `area`): "MSc", "Computer Science". */
  degree?: { studyType: string; area: string };
  /** "<organisation> · <place>": /cv.json takes the organisation from before the " · ". */
  company: string;
  description: string;
  icon: TimelineIcon;
};

/** A link in the menu or the footer: a landing-page section (`#about`) or a page of the site (`/notes`). */
export type NavLink = { label: string; href: `#${string}` | `/${string}` };

/** One author as the entry names them; `given` and `family` when BibTeX could split the name. */
export type Author = {
  /** As shown, LaTeX turned into text: "Jörg Müller", "Ana van der Berg", "Google DeepMind". */
  name: string;
  given?: string;
  /** With its particle: "van der Berg". */
  family?: string;
};

/** The links an entry may carry, each from its own BibTeX field (docs/publications.md). */
export type PublicationLinkKind = "pdf" | "arxiv" | "doi" | "code" | "slides" | "video";

/** What kind of work it is, when its venue alone does not say (a journal or a conference does). */
export type PublicationKind = "phd-thesis" | "masters-thesis" | "thesis" | "preprint" | "report";

/** What kind of work it is, for the list's filter: every entry has one, from its BibTeX type. */
export type PublicationType =
  "article" | "conference" | "book" | "chapter" | "thesis" | "preprint" | "report" | "other";

export type Publication = {
  /** The citation key: the entry's id on the page. */
  key: string;
  title: string;
  authors: readonly Author[];
  /** The list ends in "and others". */
  moreAuthors: boolean;
  year?: number;
  /** ISO 8601 as far as the entry says: "2024" or "2024-03". */
  date?: string;
  /** Journal, proceedings, school, institution or publisher, as the entry names it. */
  venue?: string;
  kind?: PublicationKind;
  type: PublicationType;
  /** The entry's `keywords`, as written, but "selected" (a flag, not a subject). */
  keywords: readonly string[];
  abstract?: string;
  /** The entry's own page (its `url` field): an https address or a path on this site. */
  url?: string;
  links: Partial<Record<PublicationLinkKind, string>>;
  /** Flagged `selected = {true}` or with the keyword "selected": also shown on the landing page. */
  selected: boolean;
  /** The entry as written in the file. */
  bibtex: string;
};

/**
 * What a model folder's model.ts may say (app/content/models/<id>/model.ts: `export const model = { … } satisfies
 * ModelRefinement;`): the title, summary, each field's words, choices and bounds, the positive class's name, the
 * default cut, the fairness attributes, links, examples, the conformal level, a datasheet and the model size
 * setting. Every key is optional; the build checks them against the model and test.csv (docs/your-model.md).
 */
export type { ModelRefinement } from "#model/kit/data/refinement";

/** site.ts's `site`: the address, the language, the sentences for search engines and link previews. */
export type Site = {
  url: string;
  /** A BCP 47 tag ("en-GB", "fr-FR"): the pages' language, the words' pack, how numbers and dates are written. */
  locale: string;
  /**
   * With `{name}`, `{role}`, `{city}`, `{location}` and `{roleArticle}` filled from profile.ts
   * (app/lib/page/site-text.ts).
   */
  name: string;
  description: string;
  previewImage: { path: `/${string}`; width: number; height: number; alt: string };
  /** Whether the build may fetch a note's image from another site and publish it as the site's own (default false). */
  copyRemoteImages?: boolean;
};
