import { loanPage } from "~/content/loan-demo";
import { LoanPredictPage } from "~/features/loan-predict/loan-predict-page";
import { pageMeta } from "~/lib/seo";

import type { Route } from "./+types/loan-predict";

export function meta(_: Route.MetaArgs) {
  return pageMeta({ title: loanPage.metaTitle, description: loanPage.metaDescription, path: "/projects/loan-predict" });
}

export default function LoanPredict() {
  return <LoanPredictPage />;
}
