import { loanPage } from "~/content/loan-demo";
import { LoanPredictPage } from "~/features/loan-predict/loan-predict-page";

import type { Route } from "./+types/loan-predict";

export function meta(_: Route.MetaArgs) {
  return [{ title: loanPage.metaTitle }, { name: "description", content: loanPage.metaDescription }];
}

export default function LoanPredict() {
  return <LoanPredictPage />;
}
