import { useState } from "react";

import { Reveal } from "~/components/ui/reveal";

import { ApiEndpoint } from "./api-endpoint";
import { ClosingCard } from "./closing-card";
import { DemoStats } from "./demo-stats";
import { HowItWorks } from "./how-it-works";
import { KeyFeatures } from "./key-features";
import { LoanPredictor } from "./loan-predictor";
import { ModelCardSection } from "./model-card-section";
import { PageHeader } from "./page-header";
import { ProjectImpact } from "./project-impact";
import { TechStack } from "./tech-stack";
import { PREDICTION_DELAY_MS } from "./use-loan-prediction";

/**
 * The whole prediction page. `delayMs` is the simulated wait before a verdict shows (tests pass
 * their own); the last live API timing flows up from the predictor to the headline stats.
 */
export function LoanPredictPage({ delayMs = PREDICTION_DELAY_MS }: { delayMs?: number }) {
  const [lastApiMs, setLastApiMs] = useState<number | null>(null);
  return (
    <div className="loan-page min-h-screen bg-gradient-to-b from-slate-50 via-blue-50/60 to-violet-50/60">
      <main id="main" className="mx-auto flex max-w-6xl flex-col gap-16 px-4 py-10 sm:px-6 lg:py-14">
        <PageHeader />
        <LoanPredictor delayMs={delayMs} onApiTiming={setLastApiMs} />
        <ModelCardSection />
        <Reveal className="render-lazy">
          <DemoStats lastApiMs={lastApiMs} />
        </Reveal>
        <Reveal className="render-lazy">
          <TechStack />
        </Reveal>
        <Reveal className="render-lazy">
          <HowItWorks />
        </Reveal>
        <Reveal className="render-lazy">
          <KeyFeatures />
        </Reveal>
        <Reveal className="render-lazy">
          <ProjectImpact />
        </Reveal>
        <Reveal className="render-lazy">
          <ApiEndpoint />
        </Reveal>
        <ClosingCard />
      </main>
    </div>
  );
}
