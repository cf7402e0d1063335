import { LoanForm } from "./loan-form";
import { PredictionResult } from "./prediction-result";
import { useLoanPrediction, type LoanPredictionOptions } from "./use-loan-prediction";

/**
 * The form and its result side by side. The prediction state lives here, not in the page, so a
 * keystroke re-renders these two panels only.
 */
export function LoanPredictor(options: LoanPredictionOptions) {
  const { form, result, loading, updateField, fillRandom, predict } = useLoanPrediction(options);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <LoanForm
        form={form}
        loading={loading}
        onFieldChange={updateField}
        onRandom={fillRandom}
        onPredict={() => void predict()}
      />
      <PredictionResult result={result} loading={loading} />
    </div>
  );
}
