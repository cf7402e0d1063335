import { Input, Label, Select } from "#app/components/ui/input";
import { loanForm } from "#app/words/loan/form";
import { LOAN_CHOICES, LOAN_FIELD_DEFINITIONS, type LoanField } from "#model/fields";

import { CreditHistorySelect } from "../credit-history-select";
import { type ChoiceField, fieldFromText, type LoanFormState, type NumberField } from "../form-state";

type FieldProps<K extends keyof LoanFormState> = {
  field: K;
  value: LoanFormState[K];
  onChange: (field: K, value: LoanFormState[K]) => void;
};

function fieldId(field: keyof LoanFormState): string {
  return `loan-${field.toLowerCase().replace("_", "-")}`;
}

/** A native select over the model's own choices, starting on a disabled "Select…" until chosen. */
export function ChoiceSelect<K extends ChoiceField>({ field, value, onChange }: FieldProps<K>) {
  const options: readonly string[] = LOAN_CHOICES[field];
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={fieldId(field)}>{loanForm.labels[field]}</Label>
      <Select
        id={fieldId(field)}
        name={field}
        value={value}
        required
        onChange={(event) => onChange(field, fieldFromText(field, event.target.value))}
      >
        <option value="" disabled>
          {loanForm.placeholder}
        </option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Select>
    </div>
  );
}

/**
 * A whole-number field parsed with parseInt (unparseable → 0), as the form has always read it. A text input with a
 * numeric keypad rather than type="number", so what is typed is parsed exactly that way.
 */
export function NumberInput<K extends NumberField>({ field, value, onChange }: FieldProps<K>) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={fieldId(field)}>{loanForm.labels[field]}</Label>
      <Input
        id={fieldId(field)}
        name={field}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={String(value)}
        onChange={(event) => onChange(field, fieldFromText(field, event.target.value))}
      />
    </div>
  );
}

type FormFieldProps = {
  field: LoanField;
  form: LoanFormState;
  onChange: <K extends keyof LoanFormState>(field: K, value: LoanFormState[K]) => void;
};

/** One field's control, chosen by the field's kind in its definition (model/fields.ts). */
export function FormField({ field, form, onChange }: FormFieldProps) {
  const { kind } = LOAN_FIELD_DEFINITIONS[field];
  if (kind === "choice") {
    const choice = field as ChoiceField;
    return <ChoiceSelect field={choice} value={form[choice]} onChange={onChange} />;
  }
  if (kind === "count") {
    const count = field as NumberField;
    return <NumberInput field={count} value={form[count]} onChange={onChange} />;
  }
  return (
    <CreditHistorySelect
      id={fieldId("Credit_History")}
      name="Credit_History"
      value={form.Credit_History}
      onChange={(value) => onChange("Credit_History", value)}
    />
  );
}
