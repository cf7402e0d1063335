import { useRef } from "react";

import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { LoaderCircle } from "#app/components/ui/icons";
import { sendHeldSubmissions } from "#app/lib/islands/islands";
import { useOnHydrate } from "#app/lib/islands/use-on-hydrate";
import { loanForm } from "#app/words/loan/form";
import { LOAN_FIELDS } from "#model/fields";

import { fieldFromText, type LoanFormState } from "../form-state";
import { Shuffle, Sparkles } from "../loan-icons";
import { FormField } from "./form-fields";

type LoanFormProps = {
  form: LoanFormState;
  loading: boolean;
  onFieldChange: <K extends keyof LoanFormState>(field: K, value: LoanFormState[K]) => void;
  onRandom: () => void;
  onPredict: () => void;
  /** Shown under the form's buttons (the share link's controls). */
  children?: React.ReactNode;
};

/** The application form: native controls in the fields' order (model/fields.ts), so Tab walks it top to bottom. */
// The Random Data button's value: its submissions fill the form rather than predict.
const RANDOM = "random";

export function LoanForm({ form, loading, onFieldChange, onRandom, onPredict, children }: LoanFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  // The predictor is an island: a visitor may fill the form, and press Predict, before its code has arrived. What
  // the controls show as it hydrates is the visitor's, read into the state before any other event can come; the
  // presses the islands' script held (lib/islands/islands.ts) are sent again, in order, once that state has rendered.
  useOnHydrate(() => {
    const element = formRef.current;
    if (!element) return;
    for (const field of LOAN_FIELDS) {
      const control = element.elements.namedItem(field);
      if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement)) continue;
      const value = fieldFromText(field, control.value);
      if (value !== form[field]) onFieldChange(field, value);
    }
    sendHeldSubmissions(element);
  });
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle id="loan-form-title">{loanForm.title}</CardTitle>
        <CardDescription>{loanForm.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          ref={formRef}
          aria-labelledby="loan-form-title"
          // The form's own "Missing fields" toast, naming every empty field, replaces the browser's validation bubbles.
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            // Random Data submits too, so that a press before the code has come is held like Predict's.
            if ((event.nativeEvent as SubmitEvent).submitter?.getAttribute("value") === RANDOM) onRandom();
            else onPredict();
          }}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            {LOAN_FIELDS.map((field) => (
              <FormField key={field} field={field} form={form} onChange={onFieldChange} />
            ))}
          </div>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Button type="submit" name="fill" value={RANDOM} variant="outline" className="sm:flex-1">
              <Shuffle aria-hidden="true" />
              {loanForm.randomButton}
            </Button>
            <Button type="submit" variant="gradient" className="sm:flex-1" disabled={loading}>
              {loading ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Sparkles aria-hidden="true" />}
              {loading ? loanForm.predictingButton : loanForm.predictButton}
            </Button>
          </div>
        </form>
        {children}
      </CardContent>
    </Card>
  );
}
