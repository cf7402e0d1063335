import { useState } from "react";

import { Reveal } from "#app/components/ui/reveal";

import { ApiEndpoint } from "./api/lazy";
import { createApiTiming } from "./api-timing";
import { BatchSection } from "./batch/lazy";
import {
  CalibrationSection,
  CrossValidationSection,
  DatasheetSection,
  FairnessSection,
  ModelCardSection,
  RocSection,
} from "./evaluation/lazy";
import { LoanPredictor } from "./loan-predictor";
import { PageHeader } from "./page-header";
import { PredictionStyles } from "./prediction-styles";
import { PREDICTION_DELAY_MS } from "./predictor/use-loan-prediction";
import { ClosingCard } from "./story/closing-card";
import { DemoStats, HowItWorks, KeyFeatures, ProjectImpact, TechStack } from "./story/lazy";

/**
 * The whole prediction page. `delayMs` is the simulated wait before a verdict shows (tests pass
 * their own); the last live API timing flows from the predictor to the headline stats through a store.
 * Everything under the predictor is deferred (each sub-feature's lazy.ts): no code for it on a first visit.
 */
export function LoanPredictPage({ delayMs = PREDICTION_DELAY_MS }: { delayMs?: number }) {
  const [timing] = useState(createApiTiming);
  return (
    <div className="loan-page min-h-screen bg-gradient-to-b from-neutral-50 via-accent-50/60 to-accent-2-50/60">
      <PredictionStyles />
      <main id="main" className="mx-auto flex max-w-6xl flex-col gap-16 px-4 py-10 sm:px-6 lg:py-14">
        <PageHeader />
        <LoanPredictor delayMs={delayMs} onApiTiming={timing.set} />
        <ModelCardSection />
        <Reveal className="render-lazy">
          <CrossValidationSection />
        </Reveal>
        <Reveal className="render-lazy">
          <RocSection />
        </Reveal>
        <Reveal className="render-lazy">
          <CalibrationSection />
        </Reveal>
        <Reveal className="render-lazy">
          <FairnessSection />
        </Reveal>
        <Reveal className="render-lazy">
          <DatasheetSection />
        </Reveal>
        <Reveal className="render-lazy">
          <DemoStats timing={timing} />
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
          <BatchSection />
        </Reveal>
        <Reveal className="render-lazy">
          <ApiEndpoint />
        </Reveal>
        <ClosingCard />
      </main>
    </div>
  );
}
