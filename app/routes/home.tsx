import { profile } from "#app/content/profile";
import { site } from "#app/content/site";
import { webProfiles } from "#app/content/socials";
import { About } from "#app/features/landing/about";
import { BackToTop } from "#app/features/landing/back-to-top";
import { Hero } from "#app/features/landing/hero";
import { Navbar } from "#app/features/landing/navbar";
import { ScrollBackground } from "#app/features/landing/scroll-background";
import { hasSelectedPublications } from "#app/features/publications/publications";
import { SelectedPublications } from "#app/features/publications/selected/lazy";
import { deferred } from "#app/lib/deferred";
import { pageMeta, previewImageUrl } from "#app/lib/seo";

import type { Route } from "./+types/home";

// Below the first screen: prerendered like the rest; their code loads as they come near (lib/deferred).
const Skills = deferred(() => import("#app/features/landing/skills").then((m) => m.Skills));
const Projects = deferred(() => import("#app/features/landing/projects").then((m) => m.Projects));
const Contact = deferred(() => import("#app/features/landing/contact").then((m) => m.Contact));
const Footer = deferred(() => import("#app/features/landing/footer").then((m) => m.Footer));

export function meta(_: Route.MetaArgs) {
  return [
    ...pageMeta({ title: site.name, description: site.description, path: "/" }),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Person",
        name: profile.name,
        jobTitle: profile.role,
        email: `mailto:${profile.email}`,
        url: site.url,
        image: profile.photo ? new URL(profile.photo, site.url).href : previewImageUrl,
        address: {
          "@type": "PostalAddress",
          addressLocality: profile.address.city,
          addressCountry: profile.address.countryCode,
        },
        sameAs: webProfiles().map((link) => link.url),
      },
    },
  ];
}

export default function Home() {
  return (
    <>
      <ScrollBackground />
      <Navbar />
      <main id="main">
        <Hero />
        <About />
        <Skills />
        <Projects />
        {hasSelectedPublications && <SelectedPublications />}
        <Contact />
      </main>
      <Footer />
      <BackToTop />
    </>
  );
}
