/**
 * The CV as JSON Resume (https://jsonresume.org/schema, v1.0.0), the format that ecosystem's themes,
 * exporters and job boards read. The build writes it to /cv.json (scripts/build/site-files.ts).
 */
import { z } from "zod";

import { webProfiles } from "#app/lib/socials";

import type { CvContent } from "./cv-content";
import {
  ADDITIONAL_TECHNOLOGIES,
  levelName,
  organisationOf,
  publicationUrl,
  splitTimeline,
  usernameOf,
} from "./cv-format";

export const JSON_RESUME_SCHEMA_URL = "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json";

// The schema's own date pattern: a year, a month or a day.
const isoDate = z.string().regex(/^([1-2][0-9]{3}-[0-1][0-9]-[0-3][0-9]|[1-2][0-9]{3}-[0-1][0-9]|[1-2][0-9]{3})$/);
const text = z.string().min(1);

/**
 * The part of JSON Resume v1.0.0 this site fills in. Strict: anything the mapping adds beyond it is a
 * mistake to catch, although the published schema itself allows extra properties.
 */
export const jsonResumeSchema = z.strictObject({
  $schema: z.literal(JSON_RESUME_SCHEMA_URL),
  basics: z.strictObject({
    name: text,
    label: text,
    email: z.email().optional(),
    url: z.url(),
    image: z.url().optional(),
    summary: text,
    location: z.strictObject({ city: text, countryCode: z.string().regex(/^[A-Z]{2}$/) }),
    profiles: z.array(z.strictObject({ network: text, username: text.optional(), url: z.url() })),
  }),
  work: z.array(
    z.strictObject({ name: text, position: text, startDate: isoDate, endDate: isoDate.optional(), summary: text }),
  ),
  education: z.array(
    z.strictObject({
      institution: text,
      area: text.optional(),
      studyType: text,
      startDate: isoDate,
      endDate: isoDate.optional(),
    }),
  ),
  skills: z.array(z.strictObject({ name: text, level: text.optional(), keywords: z.array(text) })),
  projects: z.array(z.strictObject({ name: text, description: text, url: z.url(), keywords: z.array(text) })),
  publications: z
    .array(
      z.strictObject({
        name: text,
        publisher: text.optional(),
        releaseDate: isoDate.optional(),
        url: z.url().optional(),
        summary: text.optional(),
      }),
    )
    .optional(),
});

export type JsonResume = z.infer<typeof jsonResumeSchema>;

/**
 * Maps the CV's content to JSON Resume. Entries without an end year get no `endDate` (the schema's
 * "current"); each skill group becomes one skill named after its category, its level named from the
 * mean of its skills', and the additional technologies one more skill without a level. Publications go
 * in only when there are some: the venue as `publisher`, the abstract as `summary`.
 */
export function toJsonResume(content: CvContent): JsonResume {
  const { profile, siteUrl } = content;
  const { work, education } = splitTimeline(content.timeline);
  const period = (entry: { year: string; endYear?: string }) => ({
    startDate: entry.year,
    ...(entry.endYear ? { endDate: entry.endYear } : {}),
  });

  return {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: {
      name: profile.name,
      label: profile.role,
      ...(profile.email ? { email: profile.email } : {}),
      url: siteUrl,
      ...(profile.photo ? { image: new URL(profile.photo, siteUrl).href } : {}),
      summary: profile.summary,
      location: { city: profile.address.city, countryCode: profile.address.countryCode },
      profiles: webProfiles(profile).map((link) => {
        const username = usernameOf(link);
        return { network: link.network, ...(username ? { username } : {}), url: link.url };
      }),
    },
    work: work.map((entry) => ({
      name: organisationOf(entry.company).name,
      position: entry.title,
      ...period(entry),
      summary: entry.description,
    })),
    // The degree as the owner typed it (timeline.ts's `degree`), never read out of a title in one language.
    education: education.map((entry) => ({
      institution: organisationOf(entry.company).name,
      ...(entry.degree ? { area: entry.degree.area, studyType: entry.degree.studyType } : { studyType: entry.title }),
      ...period(entry),
    })),
    skills: [
      ...content.skillGroups.map((group) => ({
        name: group.name,
        level: levelName(group.skills.map((skill) => skill.level)),
        keywords: group.skills.map((skill) => skill.name),
      })),
      ...(content.otherTechnologies.length > 0
        ? [{ name: ADDITIONAL_TECHNOLOGIES, keywords: [...content.otherTechnologies] }]
        : []),
    ],
    projects: content.projects.map((project) => ({
      name: project.title,
      description: project.description,
      url: project.url,
      keywords: [...project.technologies],
    })),
    ...(content.publications.length > 0
      ? {
          publications: content.publications.map((publication) => {
            const url = publicationUrl(publication, siteUrl);
            return {
              name: publication.title,
              ...(publication.venue ? { publisher: publication.venue } : {}),
              ...(publication.date ? { releaseDate: publication.date } : {}),
              ...(url ? { url } : {}),
              ...(publication.abstract ? { summary: publication.abstract } : {}),
            };
          }),
        }
      : {}),
  };
}
