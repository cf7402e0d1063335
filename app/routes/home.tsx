import { About } from "~/features/landing/about";
import { BackToTop } from "~/features/landing/back-to-top";
import { Contact } from "~/features/landing/contact";
import { Footer } from "~/features/landing/footer";
import { Hero } from "~/features/landing/hero";
import { Navbar } from "~/features/landing/navbar";
import { Projects } from "~/features/landing/projects";
import { ScrollBackground } from "~/features/landing/scroll-background";
import { Skills } from "~/features/landing/skills";

import { profile } from "~/content/profile";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/seo";

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
        image: new URL(site.previewImage.path, site.url).href,
        address: { "@type": "PostalAddress", addressLocality: "London", addressCountry: "GB" },
        sameAs: [profile.github, profile.linkedin],
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
        <Contact />
      </main>
      <Footer />
      <BackToTop />
    </>
  );
}
