import { buttonVariants } from "#app/components/ui/button";
import { ArrowRight, ChevronDown, MapPin, Send } from "#app/components/ui/icons";
import { profile } from "#app/content/profile";
import { cvPage } from "#app/content/site";
import { cvOn } from "#app/site/switches";
import { cvLinkLabel } from "#app/words/site/cv";
import { heroWords } from "#app/words/site/landing";

import { SocialLinks } from "../social-links";
import { HeroGreeting } from "./greeting";
import { HeroParticles } from "./particles";
import { HeroTagline } from "./tagline";

/**
 * The first screen. All of its text is in the prerendered HTML, still (the largest paint needs no script);
 * typing, the tagline cycle and the particles are behaviours the page's script starts (hero-motion.ts),
 * never under reduced motion.
 */
export function Hero() {
  return (
    <section id="hero" className="relative isolate flex min-h-svh items-center overflow-hidden pt-28 pb-20">
      <HeroParticles />

      <div className="mx-auto w-full max-w-4xl px-4 text-center sm:px-6">
        <p className="inline-flex items-center gap-2 rounded-full border border-accent-200 bg-white/80 px-4 py-1.5 text-sm font-medium text-neutral-700 shadow-sm">
          <MapPin className="size-4 text-accent-700" />
          <span>
            {profile.role} · {profile.location}
          </span>
        </p>

        <HeroGreeting />
        <HeroTagline taglines={profile.taglines} />

        <p className="mx-auto mt-6 max-w-2xl text-base leading-relaxed text-neutral-700 sm:text-lg">
          {profile.summary}
        </p>

        <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <a href="#projects" className={buttonVariants({ variant: "gradient", size: "lg" })}>
            {heroWords.viewWork}
            <ArrowRight />
          </a>
          <a href="#contact" className={buttonVariants({ variant: "outline", size: "lg" })}>
            {heroWords.getInTouch}
            <Send />
          </a>
          {/* A document load, not a client navigation: the CV page ships no scripts. */}
          {cvOn && (
            <a href={cvPage.path} className={buttonVariants({ variant: "outline", size: "lg" })}>
              {heroWords.view(cvLinkLabel)}
            </a>
          )}
        </div>

        <SocialLinks className="mt-10 justify-center" />
      </div>

      <a
        href="#about"
        aria-label={heroWords.scrollToAbout}
        className="absolute bottom-6 left-1/2 hidden size-11 -translate-x-1/2 items-center justify-center rounded-full text-neutral-600 hover:text-accent-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600 sm:inline-flex"
      >
        <ChevronDown className="size-6" />
      </a>
    </section>
  );
}
