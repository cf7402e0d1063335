import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { LoaderCircle } from "#app/components/ui/icons";
import { loanForm } from "#app/words/loan-form";
import { LOAN_FIELDS } from "#model/fields";

import type { LoanFormState } from "../form-state";
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
          // The form's own "Missing fields" toast, naming every empty field, replaces the browser's validation bubbles.
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onPredict();
          }}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            {LOAN_FIELDS.map((field) => (
              <FormField key={field} field={field} form={form} onChange={onFieldChange} />
            ))}
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
