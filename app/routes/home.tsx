import { profile } from "#app/content/profile";
import { site } from "#app/content/site";
import { About } from "#app/features/landing/about/about";
import { Contact } from "#app/features/landing/contact/lazy";
import { Hero } from "#app/features/landing/hero/hero";
import { BackToTop } from "#app/features/landing/navigation/back-to-top";
import { Footer } from "#app/features/landing/navigation/lazy";
import { Navbar } from "#app/features/landing/navigation/navbar";
import { Projects } from "#app/features/landing/projects/lazy";
import { ScrollBackground } from "#app/features/landing/scroll-background";
import { Skills } from "#app/features/landing/skills/lazy";
import { hasSelectedPublications } from "#app/features/publications/publications";
import { SelectedPublications } from "#app/features/publications/selected/lazy";
import { pageMeta, previewImageUrl } from "#app/lib/seo";
import { siteText } from "#app/lib/site-text";
import { webProfiles } from "#app/lib/socials";
import { sitePageLinks } from "#app/site/site-pages";

import type { Route } from "./+types/home";

export function meta(_: Route.MetaArgs) {
  return [
    ...pageMeta({ title: siteText.name, description: siteText.description, path: "/" }),
    {
      // The page is the owner's profile (schema.org's ProfilePage, which carries the language); its subject the Person.
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "ProfilePage",
        url: site.url,
        inLanguage: site.locale,
        mainEntity: {
          "@type": "Person",
          name: profile.name,
          jobTitle: profile.role,
          ...(profile.email ? { email: `mailto:${profile.email}` } : {}),
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
    },
  ];
}

// Skills, projects, contact and the footer are deferred: each folder's lazy.ts declares its chunk boundary.
export default function Home() {
  return (
    <>
      <ScrollBackground />
      <Navbar pages={sitePageLinks} />
      <main id="main">
        <Hero />
        <About />
        <Skills />
        <Projects />
        {hasSelectedPublications && <SelectedPublications />}
        <Contact />
      </main>
      <Footer pages={sitePageLinks} />
      <BackToTop />
    </>
  );
}
