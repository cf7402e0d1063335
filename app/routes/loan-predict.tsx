import { loanPage } from "#app/content/loan-demo";
import { LoanPredictPage } from "#app/features/loan-predict/loan-predict-page";
import { pageMeta } from "#app/lib/seo";

import type { Route } from "./+types/loan-predict";

export function meta(_: Route.MetaArgs) {
  return pageMeta({ title: loanPage.metaTitle, description: loanPage.metaDescription, path: "/projects/loan-predict" });
}

export default function LoanPredict() {
  return <LoanPredictPage />;
}
