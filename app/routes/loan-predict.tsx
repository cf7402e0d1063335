import { loanDemoPage } from "#app/content/site";
import { LoanPredictPage } from "#app/features/loan-predict/loan-predict-page";
import type { PageHandle } from "#app/lib/page/page-handle";
import { pageMeta } from "#app/lib/page/seo";
import { loanPage } from "#app/words/loan/demo";

// No `./+types/…` import: the route exists only while its module is on (routes.ts), typegen writes types only for
// the routes there are, and this file must typecheck with the module off too.
/** Static HTML with islands (features/loan-predict/loan-predict-page.tsx): React Router's scripts stay off this page. */
export const handle: PageHandle = { hydrate: false, islands: true };

export function meta() {
  return pageMeta({ title: loanPage.metaTitle, description: loanPage.metaDescription, path: loanDemoPage.path });
}

export default function LoanPredict() {
  return <LoanPredictPage />;
}
