import { lazy, Suspense } from "react";

import { apiTiming } from "./api-timing";
import { loadWhatIfSection } from "./evaluation/lazy";
import { LoanForm } from "./predictor/loan-form";
import { PredictionResult } from "./predictor/prediction-result";
import { useLoanPrediction, type LoanPredictionOptions } from "./predictor/use-loan-prediction";
import { SharePanel } from "./share/share-panel";
import { useShareLink } from "./share/use-share-link";

const WhatIfSection = lazy(loadWhatIfSection);

/**
 * The form and its result side by side. The prediction state lives here, not in the page, so a
 * keystroke re-renders these two panels only. The address bar holds the application (share/use-share-link.ts).
 */
export function LoanPredictor(options: LoanPredictionOptions) {
  const { form, result, loading, updateField, fillRandom, fillFromLink, predict } = useLoanPrediction(options);
  const { query, note } = useShareLink(form, result !== null, fillFromLink);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <LoanForm
        form={form}
        loading={loading}
        onFieldChange={updateField}
        onRandom={fillRandom}
        onPredict={() => void predict()}
      >
        <SharePanel query={query} note={note} />
      </LoanForm>
      <PredictionResult result={result} loading={loading} />
      {result && (
        <Suspense fallback={null}>
          <WhatIfSection form={form} />
        </Suspense>
      )}
    </div>
  );
}

/** The page's predictor, an island: its live API timings go to the page's store, which the stats read. */
export function PagePredictor() {
  return <LoanPredictor onApiTiming={apiTiming.set} />;
}
