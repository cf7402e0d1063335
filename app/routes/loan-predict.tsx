import type { Route } from "./+types/loan-predict";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Loan Default Prediction" }];
}

export default function LoanPredict() {
  return <main>Loan Default Prediction</main>;
}
