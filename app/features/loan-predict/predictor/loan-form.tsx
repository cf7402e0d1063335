import { LoaderCircle } from "~/components/ui/icons";

import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { loanForm } from "~/content/loan-demo";

import { ChoiceSelect, CreditHistorySelect, NumberInput } from "./form-fields";
import type { LoanFormState } from "./form-state";

import { Shuffle, Sparkles } from "./loan-icons";

type LoanFormProps = {
  form: LoanFormState;
  loading: boolean;
  onFieldChange: <K extends keyof LoanFormState>(field: K, value: LoanFormState[K]) => void;
  onRandom: () => void;
  onPredict: () => void;
  /** Shown under the form's buttons (the share link's controls). */
  children?: React.ReactNode;
};

/** The application form: native controls in the spec's field order, so Tab walks it top to bottom. */
export function LoanForm({ form, loading, onFieldChange, onRandom, onPredict, children }: LoanFormProps) {
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle id="loan-form-title">{loanForm.title}</CardTitle>
        <CardDescription>{loanForm.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          aria-labelledby="loan-form-title"
          // The spec's own "Missing fields" toast replaces the browser's validation bubbles.
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onPredict();
          }}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <ChoiceSelect field="Gender" value={form.Gender} onChange={onFieldChange} />
            <NumberInput field="Age" value={form.Age} onChange={onFieldChange} />
            <NumberInput field="Income" value={form.Income} onChange={onFieldChange} />
            <ChoiceSelect field="Married" value={form.Married} onChange={onFieldChange} />
            <NumberInput field="LoanAmount" value={form.LoanAmount} onChange={onFieldChange} />
            <CreditHistorySelect field="Credit_History" value={form.Credit_History} onChange={onFieldChange} />
            <ChoiceSelect field="Education" value={form.Education} onChange={onFieldChange} />
            <ChoiceSelect field="Property_Area" value={form.Property_Area} onChange={onFieldChange} />
            <ChoiceSelect field="Self_Employed" value={form.Self_Employed} onChange={onFieldChange} />
          </div>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Button variant="outline" className="sm:flex-1" onClick={onRandom}>
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
