import { scoreApplication } from "#model/scorecard";
import { cn } from "~/lib/utils";

import type { Route } from "./+types/loan-predict";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Loan Default Prediction" }];
}

export default function LoanPredict() {
  return <main className={cn("p-4")}>Loan Default Prediction {typeof scoreApplication}</main>;
}
