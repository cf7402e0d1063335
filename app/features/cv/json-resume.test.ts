import { describe, expect, it } from "vitest";

import { profile } from "#tests/fixtures/content/profile";
import { projects } from "#tests/fixtures/content/projects";
import { skillCategories } from "#tests/fixtures/content/skills";
import { timeline } from "#tests/fixtures/content/timeline";

import { type CvContent, cvContent } from "./cv-content";
import { organisationOf, splitTimeline } from "./cv-format";
import { JSON_RESUME_SCHEMA_URL, jsonResumeSchema, toJsonResume } from "./json-resume";

const fixture: CvContent = {
  siteUrl: "https://example.dev",
  profile: {
    name: "Sam Doe",
    role: "Data Engineer",
    location: "Leeds, UK",
    address: { city: "Leeds", countryCode: "GB" },
    email: "sam@example.dev",
    // Any subset, in any order: no LinkedIn here, Hugging Face and X instead; email is not a web profile.
    socials: [
      { kind: "huggingface", url: "https://huggingface.co/samdoe" },
      { kind: "email" },
      { kind: "github", url: "https://github.com/samdoe" },
      { kind: "x", url: "https://x.com/sam_doe" },
    ],
    photo: "/sam.jpg",
    summary: "Builds pipelines.",
  },
  timeline: [
    { year: "2021", title: "Data Engineer", company: "Acme Ltd · Leeds", description: "Pipelines.", icon: "brain" },
    {
      year: "2018",
      endYear: "2021",
      kind: "education",
      title: "BSc in Mathematics",
      degree: { studyType: "BSc", area: "Mathematics" },
      company: "Test University · York",
      description: "Studied.",
      icon: "graduation",
    },
  ],
  skillGroups: [
    {
      name: "Data",
      skills: [
        { name: "SQL", level: 92 },
        { name: "dbt", level: 80 },
      ],
    },
  ],
  otherTechnologies: ["Git"],
  projects: [
    {
      title: "Tidy",
      category: "Tools",
      description: "Cleans data.",
      technologies: ["Python"],
      url: "https://example.dev/projects/tidy",
    },
  ],
  publications: [],
};

describe("toJsonResume", () => {
  it("maps the CV's content onto JSON Resume v1.0.0", () => {
    expect(toJsonResume(fixture)).toEqual({
      $schema: JSON_RESUME_SCHEMA_URL,
      basics: {
        name: "Sam Doe",
        label: "Data Engineer",
        email: "sam@example.dev",
        url: "https://example.dev",
        image: "https://example.dev/sam.jpg",
        summary: "Builds pipelines.",
        location: { city: "Leeds", countryCode: "GB" },
        profiles: [
          { network: "Hugging Face", username: "samdoe", url: "https://huggingface.co/samdoe" },
          { network: "GitHub", username: "samdoe", url: "https://github.com/samdoe" },
          { network: "X", username: "sam_doe", url: "https://x.com/sam_doe" },
        ],
      },
      work: [{ name: "Acme Ltd", position: "Data Engineer", startDate: "2021", summary: "Pipelines." }],
      education: [
        {
          institution: "Test University",
          area: "Mathematics",
          studyType: "BSc",
          startDate: "2018",
          endDate: "2021",
        },
      ],
      skills: [
        { name: "Data", level: "Advanced", keywords: ["SQL", "dbt"] },
        { name: "Additional technologies", keywords: ["Git"] },
      ],
      projects: [
        { name: "Tidy", description: "Cleans data.", url: "https://example.dev/projects/tidy", keywords: ["Python"] },
      ],
      // No publications: no key at all.
    });
  });

  it("names Google Scholar's user, and leaves out what the owner does not give: the email, a handle", () => {
    const { email: _, ...withoutEmail } = fixture.profile;
    const basics = toJsonResume({
      ...fixture,
      profile: {
        ...withoutEmail,
        socials: [
          { kind: "scholar", url: "https://scholar.google.com/citations?user=SaMdOe0000AAAAJ&hl=en" },
          { kind: "scholar", url: "https://scholar.google.com/citations?view_op=search_authors" },
        ],
      },
    }).basics;
    expect(basics).not.toHaveProperty("email");
    expect(basics.profiles).toEqual([
      {
        network: "Google Scholar",
        username: "SaMdOe0000AAAAJ",
        url: "https://scholar.google.com/citations?user=SaMdOe0000AAAAJ&hl=en",
      },
      { network: "Google Scholar", url: "https://scholar.google.com/citations?view_op=search_authors" },
    ]);
    expect(
      jsonResumeSchema.safeParse(toJsonResume({ ...fixture, profile: { ...withoutEmail, socials: [] } })).success,
    ).toBe(true);
  });

  it("takes a course's degree as typed, in any language, and without one the title whole", () => {
    const course = fixture.timeline.find((entry) => entry.kind === "education")!;
    const french = {
      ...course,
      title: "Master en informatique",
      degree: { studyType: "Master", area: "Informatique" },
    };
    const { degree: _, ...untyped } = { ...course, title: "Master en informatique" };
    const education = (entry: typeof course) => toJsonResume({ ...fixture, timeline: [entry] }).education;
    expect(education(french)).toEqual([expect.objectContaining({ studyType: "Master", area: "Informatique" })]);
    expect(education(untyped)).toEqual([
      { institution: "Test University", studyType: "Master en informatique", startDate: "2018", endDate: "2021" },
    ]);
  });

  it("maps publications: the venue as publisher, the date as far as known, one absolute address, the abstract", () => {
    const resume = toJsonResume({
      ...fixture,
      publications: [
        {
          key: "a",
          title: "Calibrated Scores",
          authors: [],
          moreAuthors: false,
          type: "article",
          keywords: [],
          year: 2024,
          date: "2024-03",
          venue: "JMLR",
          abstract: "We calibrate.",
          links: { pdf: "/papers/a.pdf", doi: "https://doi.org/10.5555/a" },
          selected: true,
          bibtex: "@article{a}",
        },
        {
          key: "b",
          title: "A Thesis",
          authors: [],
          moreAuthors: false,
          type: "thesis",
          keywords: [],
          links: { pdf: "/b.pdf" },
          selected: false,
          bibtex: "",
        },
        {
          key: "c",
          title: "A Note",
          authors: [],
          moreAuthors: false,
          type: "other",
          keywords: [],
          links: {},
          selected: false,
          bibtex: "",
        },
      ],
    });
    expect(resume.publications).toEqual([
      {
        name: "Calibrated Scores",
        publisher: "JMLR",
        releaseDate: "2024-03",
        // The DOI before the PDF: it outlives the site.
        url: "https://doi.org/10.5555/a",
        summary: "We calibrate.",
      },
      { name: "A Thesis", url: "https://example.dev/b.pdf" },
      { name: "A Note" },
    ]);
    expect(jsonResumeSchema.parse(resume)).toEqual(resume);
  });

  it("gives a shape the schema accepts, and the schema refuses what JSON Resume would not", () => {
    const resume = toJsonResume(fixture);
    expect(jsonResumeSchema.parse(resume)).toEqual(resume);
    expect(
      jsonResumeSchema.safeParse({ ...resume, work: [{ ...resume.work[0], startDate: "May 2021" }] }).success,
    ).toBe(false);
    expect(jsonResumeSchema.safeParse({ ...resume, extra: true }).success).toBe(false);
  });

  it("maps the owner's content: every entry, skill category and project, absolute URLs only", () => {
    const resume = jsonResumeSchema.parse(toJsonResume(cvContent));
    expect(resume.basics.name).toBe(profile.name);
    const { work, education } = splitTimeline(timeline);
    expect(resume.work.map((role) => role.position)).toEqual(work.map((entry) => entry.title));
    expect(resume.education.map((course) => course.institution)).toEqual(
      education.map((entry) => organisationOf(entry.company).name),
    );
    expect(resume.work.length + resume.education.length).toBe(timeline.length);
    for (const category of skillCategories.filter((c) => c.id !== "all")) {
      expect(resume.skills.map((skill) => skill.name)).toContain(category.name);
    }
    expect(resume.projects.map((project) => project.name)).toEqual(projects.map((project) => project.title));
    for (const project of resume.projects) expect(project.url).toMatch(/^https:\/\//);
  });
});
