import { About } from "~/features/landing/about";
import { BackToTop } from "~/features/landing/back-to-top";
import { Contact } from "~/features/landing/contact";
import { Footer } from "~/features/landing/footer";
import { Hero } from "~/features/landing/hero";
import { Navbar } from "~/features/landing/navbar";
import { Projects } from "~/features/landing/projects";
import { ScrollBackground } from "~/features/landing/scroll-background";
import { Skills } from "~/features/landing/skills";

import type { Route } from "./+types/home";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Portfolio" }];
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
