import { useRef, useState } from "react";

import { toast } from "#app/lib/toast";
import { loanToasts } from "#app/words/loan/demo";
import { randomApplicant } from "#model/random-applicant";

import { INITIAL_FORM, missingChoices, type LoanFormState } from "../form-state";
import type { PredictionOutcome } from "./compute-local";
import { loadPredictClient } from "./lazy";

/** A simulated wait, so a verdict reads as considered: it never appears sooner than this after Predict. */
export const PREDICTION_DELAY_MS = 1000;

export type LoanPredictionOptions = {
  /** The simulated wait before a verdict shows; tests pass their own. */
  delayMs?: number;
  onApiTiming?: (elapsedMs: number) => void;
};

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function describeFailure(error: unknown): string {
  if (error instanceof Error && "issues" in error && Array.isArray(error.issues)) {
    // A zod error: name the first field that failed rather than dumping the whole issue list.
    const [issue] = error.issues as { path: PropertyKey[]; message: string }[];
    if (issue) return `${issue.path.map(String).join(".")}: ${issue.message}`;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * The loan form's state machine (spec section 4): editing or Random Data clears the result;
 * Predict checks the five choices, validates the whole application, then shows the verdict no
 * sooner than `delayMs`. `onApiTiming` hears how long each answer from the live API took.
 */
export function useLoanPrediction({ delayMs = PREDICTION_DELAY_MS, onApiTiming }: LoanPredictionOptions = {}) {
  const [form, setForm] = useState<LoanFormState>(INITIAL_FORM);
  const [result, setResult] = useState<PredictionOutcome | null>(null);
  const [loading, setLoading] = useState(false);
  // Bumped by every edit, so a verdict for values that have since changed is never shown.
  const formVersion = useRef(0);

  function updateField<K extends keyof LoanFormState>(field: K, value: LoanFormState[K]) {
    formVersion.current += 1;
    setForm((current) => ({ ...current, [field]: value }));
    setResult(null);
  }

  function fillRandom() {
    formVersion.current += 1;
    setForm(randomApplicant());
    setResult(null);
    toast(loanToasts.random);
  }

  /**
   * Fills the form from a share link, unless the visitor has changed it already (so nothing typed is lost).
   * It never predicts: only the visitor's Predict sends the application. Returns whether the link was used.
   */
  function fillFromLink(link: LoanFormState): boolean {
    if (formVersion.current > 0) return false;
    formVersion.current += 1;
    setForm(link);
    return true;
  }

  async function predict(application: LoanFormState = form) {
    if (loading) return;
    if (missingChoices(application).length > 0) {
      toast({ ...loanToasts.missing, variant: "destructive" });
      return;
    }
    const version = formVersion.current;
    setLoading(true);
    try {
      const run = loadPredictClient().then(({ predictLoan }) => predictLoan(application));
      const [outcome] = await Promise.all([run, wait(delayMs)]);
      if (outcome.source.kind === "api") onApiTiming?.(outcome.source.elapsedMs);
      if (version !== formVersion.current) return;
      setResult(outcome);
      const approved = outcome.prediction === "Yes";
      toast({
        title: loanToasts.completed,
        description: approved ? loanToasts.approved(outcome.score) : loanToasts.rejected(outcome.score),
        variant: approved ? "success" : "default",
      });
    } catch (error) {
      toast({
        title: loanToasts.errorTitle,
        description: loanToasts.error(describeFailure(error)),
        variant: "destructive",
      });
    } finally {
      setLoading(false);
    }
  }

  return { form, result, loading, updateField, fillRandom, fillFromLink, predict };
}
