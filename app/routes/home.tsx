import { profile } from "#app/content/profile";
import { site } from "#app/content/site";
import { About } from "#app/features/landing/about/about";
import { Contact } from "#app/features/landing/contact/contact";
import { Hero } from "#app/features/landing/hero/hero";
import { BackToTop } from "#app/features/landing/navigation/back-to-top";
import { Footer } from "#app/features/landing/navigation/footer";
import { Navbar } from "#app/features/landing/navigation/navbar";
import { Projects } from "#app/features/landing/projects/projects";
import { ScrollBackground } from "#app/features/landing/scroll-background";
import { Skills } from "#app/features/landing/skills/skills";
import { hasSelectedPublications } from "#app/features/publications/publications";
import { SelectedPublications } from "#app/features/publications/selected/landing-block";
import { Island } from "#app/lib/islands/island";
import type { PageHandle } from "#app/lib/page/page-handle";
import { pageMeta, previewImageUrl } from "#app/lib/page/seo";
import { siteText } from "#app/lib/page/site-text";
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

/**
 * Static HTML with islands (lib/islands/island.tsx): React Router's scripts stay off this page. The first screen's
 * navbar, hero and back-to-top button are behaviours the islands' script starts (app/islands.ts); the skills,
 * projects, selected publications and contact sections are islands, each hydrated on its own by React once it
 * comes near the viewport or the visitor acts on it. The about section and the footer run nothing.
 */
export const handle: PageHandle = { hydrate: false, islands: true };

export default function Home() {
  return (
    <>
      <ScrollBackground />
      <Navbar pages={sitePageLinks} />
      <main id="main">
        <Hero />
        <About />
        <Island name="skills" component={Skills} />
        <Island name="projects" component={Projects} />
        {SelectedPublications && hasSelectedPublications && (
          <Island name="selected-publications" component={SelectedPublications} />
        )}
        <Island name="contact" component={Contact} />
      </main>
      <Footer pages={sitePageLinks} />
      <BackToTop />
    </>
  );
}
