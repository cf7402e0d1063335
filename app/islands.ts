/**
 * The site's behaviours and islands, by the names pages give them (`data-behaviour`, lib/behaviours/behaviour.ts;
 * <Island name>, lib/islands/island.tsx): what the islands' script (entry.islands.ts) starts in the browser. A
 * behaviour is bundled with the script, for the first screen; each island is a chunk of its own, loaded with React when
 * wanted. Features do not import each other, so the composition is here.
 */
import { loadContact } from "#app/features/landing/contact/lazy";
import { particles, tagline, typewriter } from "#app/features/landing/hero/hero-motion";
import { backToTop, navbar } from "#app/features/landing/navigation/behaviours";
import { loadProjects } from "#app/features/landing/projects/lazy";
import { loadSkills } from "#app/features/landing/skills/lazy";
import { loadApiEndpoint } from "#app/features/loan-predict/api/lazy";
import { loadBatchSection } from "#app/features/loan-predict/batch/lazy";
import { loadRocSection } from "#app/features/loan-predict/evaluation/lazy";
import { loadPagePredictor } from "#app/features/loan-predict/lazy";
import { loadDemoStats } from "#app/features/loan-predict/story/lazy";
import { loadModelBatch } from "#app/features/models/batch/lazy";
import { loadModelPredictor } from "#app/features/models/predictor/lazy";
import { loadModelThreshold } from "#app/features/models/threshold/lazy";
import { loadSelectedPublications } from "#app/features/publications/selected/lazy";
import type { Behaviour } from "#app/lib/behaviours/behaviour";
import { reveal } from "#app/lib/behaviours/reveal";
import { scrollToTopButton } from "#app/lib/behaviours/scroll-to-top";
import type { IslandLoader } from "#app/lib/islands/islands";
import { themeToggle } from "#app/lib/theme/theme";
import { loanDemoOn, modelsOn, publicationsOn } from "#app/site/switches";

export const behaviours = {
  navbar,
  "back-to-top": backToTop,
  "theme-toggle": themeToggle,
  reveal,
  "scroll-to-top": scrollToTopButton,
  typewriter,
  tagline,
  particles,
} satisfies Record<string, Behaviour>;

// A module switched off (site.ts) has no island: the switches are constants, so the bundler leaves its chunks out.
export const islands = {
  skills: loadSkills,
  projects: loadProjects,
  contact: loadContact,
  ...(publicationsOn ? { "selected-publications": loadSelectedPublications } : {}),
  ...(loanDemoOn
    ? {
        "loan-predictor": loadPagePredictor,
        roc: loadRocSection,
        "demo-stats": loadDemoStats,
        batch: loadBatchSection,
        "api-endpoint": loadApiEndpoint,
      }
    : {}),
  ...(modelsOn
    ? { "model-predictor": loadModelPredictor, "model-threshold": loadModelThreshold, "model-batch": loadModelBatch }
    : {}),
} satisfies Record<string, IslandLoader>;
