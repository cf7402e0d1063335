import { profile } from "#app/content/profile";
import { site } from "#app/content/site";
import { webProfiles } from "#app/content/socials";
import { About } from "#app/features/landing/about/about";
import { Contact } from "#app/features/landing/contact/lazy";
import { Hero } from "#app/features/landing/hero/hero";
import { BackToTop } from "#app/features/landing/navigation/back-to-top";
import { Footer } from "#app/features/landing/navigation/lazy";
import { Navbar } from "#app/features/landing/navigation/navbar";
import { Projects } from "#app/features/landing/projects/lazy";
import { ScrollBackground } from "#app/features/landing/scroll-background";
import { Skills } from "#app/features/landing/skills/lazy";
import { pageMeta, previewImageUrl } from "#app/lib/seo";

import type { Route } from "./+types/home";

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

// Skills, projects, contact and the footer are deferred: each folder's lazy.ts declares its chunk boundary.
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
        <Contact />
      </main>
      <Footer />
      <BackToTop />
    </>
  );
}
