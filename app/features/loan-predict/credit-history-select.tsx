import { Label, Select } from "#app/components/ui/input";
import { loanForm } from "#app/words/loan/form";
import type { LoanApplication } from "#model/schema";

import { fieldFromText } from "./form-state";

type CreditHistory = LoanApplication["Credit_History"];

type CreditHistorySelectProps = {
  id: string;
  /** The form's field name, for the demo's form; a note's live verdict has no form to submit. */
  name?: string;
  value: CreditHistory;
  onChange: (value: CreditHistory) => void;
};

/** The credit history, labelled, over its two choices: in the demo's form and in a note's live verdict. */
export function CreditHistorySelect({ id, name, value, onChange }: CreditHistorySelectProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{loanForm.labels.Credit_History}</Label>
      <Select
        id={id}
        name={name}
        value={String(value)}
        onChange={(event) => onChange(fieldFromText("Credit_History", event.target.value))}
      >
        {loanForm.creditHistoryOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
