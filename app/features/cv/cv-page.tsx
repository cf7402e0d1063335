import { publicationsPage } from "#app/words/publishing/publications";
import { cvWords } from "#app/words/site/cv";

import { type CvContent, cvContent } from "./cv-content";
import { splitTimeline } from "./cv-format";
import { CvHeading } from "./cv-heading";
import { CvProjects } from "./cv-projects";
import { CvPublications } from "./cv-publications";
import { CvSection } from "./cv-section";
import { CvSkills } from "./cv-skills";
import { CvTimeline } from "./cv-timeline";
import { CvToolbar } from "./cv-toolbar";

/**
 * The CV: the landing page's content as one document, a sheet of paper on screen and A4 in print
 * (styles/cv.css). Static HTML only: the route ships no React scripts (see routes/cv.tsx).
 */
export function CvPage({ content = cvContent }: { content?: CvContent }) {
  const { work, education } = splitTimeline(content.timeline);
  return (
    <div className="cv min-h-svh bg-neutral-100">
      <CvToolbar />
      <main
        id="main"
        className="cv-sheet mx-auto max-w-4xl bg-white px-5 py-8 sm:my-8 sm:rounded-xl sm:px-12 sm:py-12 sm:shadow-sm sm:ring-1 sm:ring-neutral-200"
      >
        <CvHeading profile={content.profile} siteUrl={content.siteUrl} />
        <CvSection id="profile" title={cvWords.sections.profile}>
          <p className="text-sm leading-relaxed text-neutral-700">{content.profile.summary}</p>
        </CvSection>
        {work.length > 0 && (
          <CvSection id="experience" title={cvWords.sections.experience}>
            <CvTimeline entries={work} />
          </CvSection>
        )}
        {education.length > 0 && (
          <CvSection id="education" title={cvWords.sections.education}>
            <CvTimeline entries={education} />
          </CvSection>
        )}
        <CvSection id="skills" title={cvWords.sections.skills}>
          <CvSkills skillGroups={content.skillGroups} otherTechnologies={content.otherTechnologies} />
        </CvSection>
        <CvSection id="projects" title={cvWords.sections.projects}>
          <CvProjects projects={content.projects} />
        </CvSection>
        {content.publications.length > 0 && (
          <CvSection id="publications" title={publicationsPage.label}>
            <CvPublications publications={content.publications} siteUrl={content.siteUrl} />
          </CvSection>
        )}
      </main>
    </div>
  );
}
