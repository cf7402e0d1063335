import { LOAN_FIELDS } from "#model/fields";

import { INITIAL_FORM, type LoanFormState } from "../form-state";

/** The query key of a link made while a verdict is shown: opening it predicts again. */
export const PREDICTED_KEY = "predicted";

/**
 * The share link's query string for a form (no leading "?"): each field the visitor has set, under its
 * schema name and in form order, then `predicted=1` when a verdict is shown. Fields still at their starting
 * value are left out, so an untouched form is the bare page and a link always reopens the same form.
 */
export function shareQuery(form: LoanFormState, predicted: boolean): string {
  const params = new URLSearchParams();
  for (const field of LOAN_FIELDS) {
    if (form[field] !== INITIAL_FORM[field]) params.set(field, String(form[field]));
  }
  if (predicted) params.set(PREDICTED_KEY, "1");
  return params.toString();
}
