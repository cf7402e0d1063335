import { CircleCheck } from "#app/components/ui/icons";
import { Reveal } from "#app/components/ui/reveal";
import { aboutContent } from "#app/content/about";
import { stats } from "#app/content/stats";
import { timeline } from "#app/content/timeline";
import { aboutWords } from "#app/words/site/landing";

import { SectionIntro } from "../section-intro";
import { AboutStats } from "./stats";
import { AboutTimeline } from "./timeline";

export function About() {
  return (
    <section id="about" aria-labelledby="about-title" className="render-lazy py-24 sm:py-32">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionIntro id="about-title" eyebrow={aboutContent.eyebrow} title={aboutContent.title}>
          {aboutContent.bio}
        </SectionIntro>

        <div className="mt-16 grid gap-12 lg:grid-cols-[3fr_2fr] lg:gap-16">
          <div>
            <h3 className="mb-6 text-xl font-semibold text-neutral-900">{aboutWords.timeline}</h3>
            <AboutTimeline entries={timeline} />
          </div>

          <div className="lg:sticky lg:top-24 lg:self-start">
            <h3 className="mb-6 text-xl font-semibold text-neutral-900">{aboutWords.stats}</h3>
            <AboutStats stats={stats} />
            <Reveal className="mt-4 rounded-2xl border border-neutral-200 bg-white/85 p-5 shadow-sm sm:p-6">
              <h4 className="font-semibold text-neutral-900">{aboutWords.principles}</h4>
              <ul className="mt-3 space-y-2">
                {aboutContent.principles.map((principle) => (
                  <li key={principle} className="flex gap-2.5 text-neutral-700">
                    <CircleCheck className="mt-0.5 size-5 shrink-0 text-accent-700" />
                    {principle}
                  </li>
                ))}
              </ul>
            </Reveal>
          </div>
        </div>
      </div>
    </section>
  );
}
