import { Reveal } from "#app/components/ui/reveal";
import { Island } from "#app/lib/islands/island";

import { ApiEndpoint } from "./api/api-endpoint";
import { BatchSection } from "./batch/batch-section";
import { CalibrationSection } from "./evaluation/calibration/calibration-section";
import { CrossValidationSection } from "./evaluation/cross-validation/cross-validation-section";
import { DatasheetSection } from "./evaluation/datasheet/datasheet-section";
import { FairnessSection } from "./evaluation/fairness/fairness-section";
import { ModelCardSection } from "./evaluation/model-card/model-card-section";
import { RocSection } from "./evaluation/roc/roc-section";
import { PagePredictor } from "./loan-predictor";
import { PageHeader } from "./page-header";
import { PredictionStyles } from "./prediction-styles";
import { ClosingCard } from "./story/closing-card";
import { PageDemoStats } from "./story/demo-stats";
import { HowItWorks } from "./story/how-it-works";
import { KeyFeatures } from "./story/key-features";
import { ProjectImpact } from "./story/project-impact";
import { TechStack } from "./story/tech-stack";

/**
 * The whole prediction page: static HTML with islands (lib/islands/island.tsx), which React hydrates each on its own.
 * The predictor is one, hydrated at once; the threshold explorer's section, the headline stats, batch scoring and the
 * API snippets are others, each hydrated as it comes near the viewport (app/islands.ts names them). The rest runs
 * no script: the header's theme toggle, the reveals and the closing card's button are behaviours
 * (lib/behaviours/behaviour.ts).
 */
export function LoanPredictPage() {
  return (
    <div className="loan-page min-h-screen bg-gradient-to-b from-neutral-50 via-accent-50/60 to-accent-2-50/60">
      <PredictionStyles />
      <main id="main" className="mx-auto flex max-w-6xl flex-col gap-16 px-4 py-10 sm:px-6 lg:py-14">
        <PageHeader />
        <Island name="loan-predictor" component={PagePredictor} load="now" />
        <ModelCardSection />
        <Reveal className="render-lazy">
          <CrossValidationSection />
        </Reveal>
        <Reveal className="render-lazy">
          <Island name="roc" component={RocSection} />
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
          <Island name="demo-stats" component={PageDemoStats} />
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
          <Island name="batch" component={BatchSection} />
        </Reveal>
        <Reveal className="render-lazy">
          <Island name="api-endpoint" component={ApiEndpoint} />
        </Reveal>
        <ClosingCard />
      </main>
    </div>
  );
}
